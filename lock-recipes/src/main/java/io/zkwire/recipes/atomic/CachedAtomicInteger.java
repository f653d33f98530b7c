// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/**
 * Curator's {@code CachedAtomicInteger}: unique increasing numbers from a {@link DistributedAtomicInteger},
 * taken {@code cacheFactor} at a time. Unlike Curator's, any number of threads may call {@link #next()}.
 */
public class CachedAtomicInteger {

    private final CachedBlock block;

    /** Reserves {@code cacheFactor} numbers of {@code number} at a time. */
    public CachedAtomicInteger(DistributedAtomicInteger number, int cacheFactor) {
        this.block = new CachedBlock(number::add, cacheFactor);
    }

    /** The next number as {@code preValue()}; check {@code succeeded()}. */
    public AtomicValue<Integer> next() throws Exception {
        AtomicValue<Long> next = block.next();
        return new MutableAtomicValue<>(next.preValue().intValue(), next.postValue().intValue(), next.succeeded(),
                next.getStats());
    }
}
