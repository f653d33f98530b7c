// SPDX-License-Identifier: Apache-2.0
/**
 * Curator's watch recipes: {@link io.zkwire.recipes.watch.PersistentWatcher}, a persistent watch set again
 * on each connection, so it outlives session expiries.
 *
 * <p>Threads: the watch is set from the caller's thread (start) and the client's event thread (connection
 * states); watchers and reset listeners run on the executor they were added with (default: the recipes'
 * callback executor), one call at a time per listener, in the order of the events.
 */
package io.zkwire.recipes.watch;
