// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.observe;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Event;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/**
 * A wait of a recipe other than a lock (a barrier's enter or leave, a leader's wait for leadership); its
 * duration is the wait. Started and ended through {@link RecipeEvents#waitBegins}.
 */
@Name("io.zkwire.RecipeWait")
@Label("Recipe Wait")
@Category({"zkwire", "Recipes"})
@Description("A barrier or leader-election wait: from the call to its outcome")
@StackTrace(false)
final class RecipeWaitEvent extends Event {
    @Label("Recipe")
    @Description("What waited, e.g. DistributedBarrier.waitOnBarrier, LeaderLatch.await")
    String recipe;

    @Label("Path")
    String path;

    @Label("Outcome")
    @Description("e.g. PASSED, LEADER, TIMED_OUT, or FAILED followed by the exception's class")
    String outcome;
}
