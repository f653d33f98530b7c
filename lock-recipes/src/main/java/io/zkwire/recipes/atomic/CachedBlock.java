// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import io.zkwire.recipes.internal.Cell;

/**
 * The numbers a cached counter reserved and has not handed out yet, {@code [next, end)}: it adds
 * {@code cacheFactor} to the distributed counter and hands out the numbers below the new value one by one.
 * Any thread may call; each number is taken from the block by one caller only.
 */
final class CachedBlock {

    /** Adds {@code delta} to the distributed counter. */
    @FunctionalInterface
    interface Reserve {
        AtomicValue<? extends Number> add(int delta) throws Exception;
    }

    private record Range(long next, long end) {
        boolean isEmpty() {
            return next >= end;
        }

        Range withoutFirst() {
            return isEmpty() ? this : new Range(next + 1, end);
        }
    }

    private final Reserve reserve;
    private final int cacheFactor;
    private final Cell<Range> range = new Cell<>(new Range(0, 0));

    CachedBlock(Reserve reserve, int cacheFactor) {
        if (cacheFactor < 1) {
            throw new IllegalArgumentException("cacheFactor must be 1 or more, not " + cacheFactor);
        }
        this.reserve = reserve;
        this.cacheFactor = cacheFactor;
    }

    /** The next number as {@code preValue} ({@code postValue} is one more); not succeeded if none could be had. */
    AtomicValue<Long> next() throws Exception {
        Range taken = range.replace(Range::withoutFirst);
        if (!taken.isEmpty()) {
            return new MutableAtomicValue<>(taken.next(), taken.next() + 1, true);
        }
        AtomicValue<? extends Number> reserved = reserve.add(cacheFactor);
        if (!reserved.succeeded()) {
            return new MutableAtomicValue<>(0L, 0L, false);
        }
        long first = reserved.preValue().longValue();
        Range rest = new Range(first + 1, first + cacheFactor);
        range.replace(held -> held.isEmpty() ? rest : held); // another caller's fresh block wins: skip the rest
        return new MutableAtomicValue<>(first, first + 1, true);
    }
}
