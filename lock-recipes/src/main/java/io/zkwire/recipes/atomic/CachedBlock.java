// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import java.util.concurrent.atomic.AtomicReference;

/**
 * The numbers a cached counter reserved and has not handed out yet, {@code [next, end)}: it adds
 * {@code cacheFactor} to the distributed counter and hands out the numbers below the new value one by one.
 * Any thread may call; a block is taken number by number with compare-and-set.
 */
final class CachedBlock {

    /** Adds {@code delta} to the distributed counter. */
    @FunctionalInterface
    interface Reserve {
        AtomicValue<? extends Number> add(int delta) throws Exception;
    }

    private record Range(long next, long end) {
    }

    private final Reserve reserve;
    private final int cacheFactor;
    private final AtomicReference<Range> range = new AtomicReference<>(new Range(0, 0));

    CachedBlock(Reserve reserve, int cacheFactor) {
        if (cacheFactor < 1) {
            throw new IllegalArgumentException("cacheFactor must be 1 or more, not " + cacheFactor);
        }
        this.reserve = reserve;
        this.cacheFactor = cacheFactor;
    }

    /** The next number as {@code preValue} ({@code postValue} is one more); not succeeded if none could be had. */
    AtomicValue<Long> next() throws Exception {
        while (true) {
            Range held = range.get();
            if (held.next() < held.end()) {
                if (range.compareAndSet(held, new Range(held.next() + 1, held.end()))) {
                    return new MutableAtomicValue<>(held.next(), held.next() + 1, true);
                }
                continue;
            }
            AtomicValue<? extends Number> reserved = reserve.add(cacheFactor);
            if (!reserved.succeeded()) {
                return new MutableAtomicValue<>(0L, 0L, false);
            }
            long first = reserved.preValue().longValue();
            range.compareAndSet(held, new Range(first + 1, first + cacheFactor)); // lost to another: skip the rest
            return new MutableAtomicValue<>(first, first + 1, true);
        }
    }
}
