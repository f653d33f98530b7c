// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import io.zkwire.recipes.locks.Acquisition;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/**
 * What a latch publishes to every thread: the held lock it leads on, and a signal per change for
 * {@code await}. Leading means holding a lock whose lost signal has not been decided, so leadership ends
 * the instant the lock engine decides a loss, before any of the latch's own steps run. Written only by the
 * latch's serial steps; read anywhere.
 */
final class Leadership {

    /** How a wait ended. */
    enum Outcome { LEADER, CLOSED, TIMED_OUT }

    private volatile Acquisition current; // null while not leading
    private volatile Acquisition announced; // what waiters see: current, once the latch's listeners heard it
    private volatile String lastPath;
    private volatile CompletableFuture<Void> changed = new CompletableFuture<>(); // done, and replaced, per change

    /** True while leading on a lock that is not lost. */
    boolean leading() {
        Acquisition lock = current;
        return lock != null && !lock.isLost();
    }

    /** The node this latch last led with. */
    String lastPath() {
        return lastPath;
    }

    /**
     * Leads on {@code lock} (null: does not lead) from now on; waiters see it at {@link #announce()}.
     *
     * @return true if this started or ended leadership (the listeners have to hear it)
     */
    boolean set(Acquisition lock) {
        boolean was = current != null;
        current = lock;
        if (lock != null) {
            lastPath = lock.nodePath();
        }
        return was != (lock != null);
    }

    /**
     * Wakes the waiters to look at the leadership set last. Run after the listeners on the latch's executor
     * (as Curator's {@code await} returns after its listeners were told).
     */
    void announce() {
        announced = current;
        CompletableFuture<Void> woken = changed;
        changed = new CompletableFuture<>();
        woken.complete(null);
    }

    private boolean announcedAndLeading() {
        Acquisition lock = announced;
        return lock != null && lock == current && !lock.isLost();
    }

    /**
     * Parks until leading, until {@code started} is false, or (if {@code timed}) for at most
     * {@code timeoutNanos}.
     */
    Outcome await(BooleanSupplier started, long timeoutNanos, boolean timed) throws InterruptedException {
        long deadline = System.nanoTime() + timeoutNanos;
        while (true) {
            CompletableFuture<Void> next = changed; // taken before the checks: any later change completes it
            if (!started.getAsBoolean()) {
                return Outcome.CLOSED;
            }
            if (announcedAndLeading()) {
                return Outcome.LEADER;
            }
            long left = deadline - System.nanoTime();
            if (timed && left <= 0) {
                return Outcome.TIMED_OUT;
            }
            try {
                if (timed) {
                    next.get(left, TimeUnit.NANOSECONDS);
                } else {
                    next.get();
                }
            } catch (TimeoutException | ExecutionException e) {
                // looked at again above
            }
        }
    }
}
