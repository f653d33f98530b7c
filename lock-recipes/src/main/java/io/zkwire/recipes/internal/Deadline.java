// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.concurrent.TimeUnit;

/**
 * When a timed wait gives up: a lock's acquisition (one deadline can span several steps: a semaphore's mutex
 * and lease, each lease of a multi-lease acquire, each lock of a multi-lock) or a barrier's wait.
 *
 * @param atNanos the clock's {@code nanoTime()} at the deadline ({@link System#nanoTime()} unless a
 *                {@link DeadlineTimer.Clock} of a test's says otherwise); meaningless if unbounded
 * @param bounded false for "wait as long as it takes"
 */
public record Deadline(long atNanos, boolean bounded) {

    public static final Deadline NONE = new Deadline(0, false);

    /** Curator's convention: a null unit means no deadline. */
    public static Deadline after(long time, TimeUnit unit) {
        if (unit == null) {
            return NONE;
        }
        return new Deadline(System.nanoTime() + unit.toNanos(Math.max(0, time)), true);
    }

    /** {@code nanos} after {@code now} on the same clock; a negative {@code nanos} means no deadline. */
    public static Deadline afterNanos(long nanos, long now) {
        return nanos < 0 ? NONE : new Deadline(now + nanos, true);
    }

    /** Nanoseconds left at {@link System#nanoTime()}; {@code Long.MAX_VALUE} if unbounded. */
    public long remainingNanos() {
        return remainingNanos(System.nanoTime());
    }

    /** Nanoseconds left at {@code now}; {@code Long.MAX_VALUE} if unbounded. */
    public long remainingNanos(long now) {
        return bounded ? atNanos - now : Long.MAX_VALUE;
    }
}
