// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.observe;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/** A normal release: the delete of the own node was sent. */
@Name("io.zkwire.LockRelease")
@Label("Lock Release")
@Category({"zkwire", "Recipes"})
@Description("A held lock was released normally")
@StackTrace(false)
final class LockReleaseEvent extends Event {
    @Label("Node")
    String node;

    @Label("Hold Time")
    @Timespan(Timespan.NANOSECONDS)
    long holdTime;
}
