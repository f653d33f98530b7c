// SPDX-License-Identifier: Apache-2.0
/**
 * Curator's distributed atomics: {@link io.zkwire.recipes.atomic.DistributedAtomicLong},
 * {@link io.zkwire.recipes.atomic.DistributedAtomicInteger} and {@link io.zkwire.recipes.atomic.DistributedAtomicValue}
 * (a value in one node, changed by compare-and-set on the node's version, optionally promoted to a lock), and
 * the cached counters {@link io.zkwire.recipes.atomic.CachedAtomicLong} and
 * {@link io.zkwire.recipes.atomic.CachedAtomicInteger}.
 *
 * <p>Threads: every call runs on the calling thread and blocks it, as in Curator; an object keeps no state
 * between calls except the cached counters' current block, which is one atomic reference. Any thread may call.
 */
package io.zkwire.recipes.atomic;
