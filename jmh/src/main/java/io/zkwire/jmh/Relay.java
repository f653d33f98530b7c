// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * A two-party handoff of one lock for {@link HandoffLatencyBenchmark}: a holder (the benchmark thread) and a
 * waiter (a thread of its own, on a session of its own) blocked in {@code acquire()}. {@link #prepare} (not
 * timed) makes the holder hold the lock and the waiter wait for it; {@link #handOff} (timed) releases the lock
 * and returns once the waiter's {@code acquire()} has returned. Every wait is bounded.
 */
final class Relay {
    /** One library call of a side. */
    interface Step {
        void run() throws Exception;
    }

    private static final long WAIT_S = 30;
    /** After the waiter's node shows, time for its watch to be set (the recipe does it one round trip later). */
    private static final long SETTLE_NANOS = TimeUnit.MILLISECONDS.toNanos(2);

    private final Step holderAcquire;
    private final Step holderRelease;
    private final BooleanSupplier waiterQueued;
    private final Semaphore queue = new Semaphore(0);
    private final Semaphore acquired = new Semaphore(0);
    private final Semaphore release = new Semaphore(0);
    private final Semaphore released = new Semaphore(0);
    private final Thread waiter;
    private volatile Exception failure;
    private boolean waiterHolds;

    Relay(Step holderAcquire, Step holderRelease, Step waiterAcquire, Step waiterRelease,
            BooleanSupplier waiterQueued) {
        this.holderAcquire = holderAcquire;
        this.holderRelease = holderRelease;
        this.waiterQueued = waiterQueued;
        waiter = new Thread(() -> loop(waiterAcquire, waiterRelease), "bench-relay-waiter");
        waiter.setDaemon(true);
        waiter.start();
    }

    private void loop(Step waiterAcquire, Step waiterRelease) {
        try {
            while (queue.tryAcquire(1, TimeUnit.HOURS)) {
                waiterAcquire.run();
                acquired.release();
                release.acquire();
                waiterRelease.run();
                released.release();
            }
        } catch (InterruptedException closing) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            failure = e;
            acquired.release(); // the holder stops waiting and reports it
        }
    }

    /** The holder takes the lock (the waiter has let it go) and the waiter queues behind it. */
    void prepare() throws Exception {
        if (waiterHolds) {
            release.release();
            await(released, "the waiter to release");
            waiterHolds = false;
        }
        holderAcquire.run();
        queue.release();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_S);
        while (!waiterQueued.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("the waiter did not queue within " + WAIT_S + " s");
            }
            LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(50));
        }
        LockSupport.parkNanos(SETTLE_NANOS);
    }

    /** The timed part: the holder's release until the waiter's acquire returns. */
    void handOff() throws Exception {
        holderRelease.run();
        await(acquired, "the waiter to acquire");
        if (failure != null) {
            throw failure;
        }
        waiterHolds = true;
    }

    private static void await(Semaphore signal, String what) throws InterruptedException {
        if (!signal.tryAcquire(WAIT_S, TimeUnit.SECONDS)) {
            throw new IllegalStateException("waited " + WAIT_S + " s for " + what);
        }
    }

    /** Lets a waiter that holds the lock release it, and ends the waiter's thread. */
    void close() throws Exception {
        if (waiterHolds) {
            release.release();
            await(released, "the waiter to release");
            waiterHolds = false;
        }
        waiter.interrupt();
        waiter.join(TimeUnit.SECONDS.toMillis(WAIT_S));
    }
}
