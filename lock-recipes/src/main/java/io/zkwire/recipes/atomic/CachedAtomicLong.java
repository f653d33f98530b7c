// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/**
 * Curator's {@code CachedAtomicLong}: unique increasing numbers from a {@link DistributedAtomicLong}, taken
 * {@code cacheFactor} at a time. Unlike Curator's, any number of threads may call {@link #next()}.
 */
public class CachedAtomicLong {

    private final CachedBlock block;

    /** Reserves {@code cacheFactor} numbers of {@code number} at a time. */
    public CachedAtomicLong(DistributedAtomicLong number, int cacheFactor) {
        this.block = new CachedBlock(delta -> number.add((long) delta), cacheFactor);
    }

    /** The next number as {@code preValue()}; check {@code succeeded()}. */
    public AtomicValue<Long> next() throws Exception {
        return block.next();
    }
}
