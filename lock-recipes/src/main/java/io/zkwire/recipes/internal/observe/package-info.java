// SPDX-License-Identifier: Apache-2.0
/**
 * JFR events of the recipes: {@code io.zkwire.LockAcquire} (wait and outcome), {@code io.zkwire.LockRelease}
 * (hold time), {@code io.zkwire.LockLoss} (reason and hold time), and {@code io.zkwire.RecipeWait} for
 * recipes that wait on something other than a lock (barriers, leader election). Hooks run on whichever
 * thread decides the fact (a caller, the client's event thread, the recipes' timer), so each first checks
 * that Flight Recorder is initialized and the event type enabled. Not exported: the events are read from
 * recordings (docs/observability.md), not from code.
 */
package io.zkwire.recipes.internal.observe;
