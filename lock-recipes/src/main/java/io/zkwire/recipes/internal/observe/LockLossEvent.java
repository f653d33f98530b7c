// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.observe;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/** A held lock lost unexpectedly (the acquisition's lost signal). */
@Name("io.zkwire.LockLoss")
@Label("Lock Loss")
@Category({"zkwire", "Recipes"})
@Description("A held lock can no longer be trusted: session lost, node deleted, client closed")
@StackTrace(false)
final class LockLossEvent extends Event {
    @Label("Node")
    String node;

    @Label("Reason")
    String reason;

    @Label("Hold Time")
    @Description("From the acquire to the loss")
    @Timespan(Timespan.NANOSECONDS)
    long holdTime;
}
