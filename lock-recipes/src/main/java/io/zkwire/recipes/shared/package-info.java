/**
 * Curator's shared values: {@link io.zkwire.recipes.shared.SharedValue}, bytes every process sees and may
 * change, and {@link io.zkwire.recipes.shared.SharedCount}, an integer built on one (4 bytes, big-endian),
 * both stored as Curator stores them in one persistent node, so zkwire and Curator processes share them.
 * Threads: replies and watch events arrive on the client's event thread, which only stores the value (a
 * compare-and-set to a newer one, readable from any thread) and hands what listeners should hear to the
 * value's own serial executor; each listener is called on the executor it chose, one call at a time,
 * through its own {@code SerialExecutor}, never under a lock: nothing in the package holds a monitor.
 */
package io.zkwire.recipes.shared;
