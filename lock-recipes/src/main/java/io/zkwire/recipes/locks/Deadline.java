package io.zkwire.recipes.locks;

import java.util.concurrent.TimeUnit;

/**
 * When a timed acquisition gives up; one deadline can span several steps (a semaphore's mutex and
 * lease, each lease of a multi-lease acquire, each lock of a multi-lock).
 *
 * @param atNanos {@link System#nanoTime()} at the deadline; meaningless if unbounded
 * @param bounded false for "wait as long as it takes"
 */
record Deadline(long atNanos, boolean bounded) {

    static final Deadline NONE = new Deadline(0, false);

    /** Curator's convention: a null unit means no deadline. */
    static Deadline after(long time, TimeUnit unit) {
        if (unit == null) {
            return NONE;
        }
        return new Deadline(System.nanoTime() + unit.toNanos(Math.max(0, time)), true);
    }

    long remainingNanos() {
        return bounded ? atNanos - System.nanoTime() : Long.MAX_VALUE;
    }

    boolean expired() {
        return bounded && remainingNanos() <= 0;
    }
}
