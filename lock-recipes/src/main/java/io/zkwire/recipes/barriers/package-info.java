/**
 * Curator's barriers: {@link io.zkwire.recipes.barriers.DistributedBarrier} (wait until a node is
 * removed) and {@link io.zkwire.recipes.barriers.DistributedDoubleBarrier} (enter together, leave
 * together), with Curator 5.9's node layout and data so Curator and zkwire processes share a barrier.
 *
 * <p>Threads: waiting occupies none. Each wait owns its state and touches it only in tasks on its own
 * serial executor (no lock): watch callbacks, replies, reconnects (the client's event thread) and the
 * recipes' shared timer (its deadline, when timed) hand it tasks, which run one at a time on the thread
 * that hands them over. Callers' futures complete on the recipes' callback executor, and the blocking
 * methods park only the calling thread.
 */
package io.zkwire.recipes.barriers;
