// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.observe;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** One acquire attempt on a lock or lease path; its duration is the wait. */
@Name("io.zkwire.LockAcquire")
@Label("Lock Acquire")
@Category({"zkwire", "Recipes"})
@Description("An attempt to take a lock: from the call to the lock, the deadline or the failure")
@StackTrace(false)
final class LockAcquireEvent extends Event {
    @Label("Lock Path")
    String lockPath;

    @Label("Node")
    @Description("The own lock node when acquired, else empty")
    String node;

    @Label("Outcome")
    @Description("ACQUIRED, TIMED_OUT, or FAILED followed by the exception's class")
    String outcome;
}
