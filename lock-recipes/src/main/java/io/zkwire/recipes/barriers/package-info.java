/**
 * Curator's barriers: {@link io.zkwire.recipes.barriers.DistributedBarrier} (wait until a node is
 * removed) and {@link io.zkwire.recipes.barriers.DistributedDoubleBarrier} (enter together, leave
 * together), with Curator 5.9's node layout and data so Curator and zkwire processes share a barrier.
 *
 * <p>Threads: waiting occupies none. Each wait is a loop of steps run on the client's event thread (watch
 * callbacks and replies), plus an entry on the recipes' shared timer when timed; callers' futures complete
 * on the recipes' callback executor, and the blocking methods park only the calling thread.
 */
package io.zkwire.recipes.barriers;
