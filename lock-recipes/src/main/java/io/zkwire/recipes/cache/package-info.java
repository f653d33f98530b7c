// SPDX-License-Identifier: Apache-2.0
/**
 * Caches with Curator 5.9's names: {@link io.zkwire.recipes.cache.CuratorCache} (a node or a subtree kept
 * current by one persistent recursive watch), {@link io.zkwire.recipes.cache.NodeCache} and
 * {@link io.zkwire.recipes.cache.PathChildrenCache} (views over the same engine), their listeners and events.
 *
 * <p>Inside: {@code CacheEngine} decides everything (watch events, connection states, read answers) and
 * holds one lifecycle value, {@code CacheState}; {@code TreeReader} and {@code CacheWatches} only send
 * requests and hand the answers back as values; {@code CacheTree} turns a read into events.
 *
 * <p>Threads: each cache's state is changed only on its engine's serial executor, which runs on the client's
 * event thread (answers, notifications, connection states) or on the caller's (start, close) and never
 * blocks; reading the cache ({@code get}, {@code size}, {@code stream}) is safe from any thread. Listeners
 * run on the executor they were added with (default: the common pool), one call at a time per listener, in
 * the order the engine applied the changes; never on the client's event thread unless asked, never under a
 * lock.
 */
package io.zkwire.recipes.cache;
