// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;

/**
 * A published state that threads can wait on: the recipes' one way to block (or get a future) until a
 * condition on a recipe's state holds. The owner changes the state from its serial executor only; waiters
 * read it from any thread, and no lock is held while they wait.
 *
 * @param <S> an immutable state
 */
public final class Gate<S> {

    private final Snapshot<S> state;
    private volatile CompletableFuture<Void> nextChange = new CompletableFuture<>();

    public Gate(S initial) {
        this.state = new Snapshot<>(initial);
    }

    public S read() {
        return state.read();
    }

    /** Publishes {@code next} and wakes every waiter; called by the owner only, one call at a time. */
    public void publish(S next) {
        state.publish(next);
        CompletableFuture<Void> woken = nextChange;
        nextChange = new CompletableFuture<>();
        woken.complete(null);
    }

    /**
     * Waits until {@code holds} is true of the state, for {@code time} at most.
     *
     * @return true if it holds, false if the time ran out first
     */
    public boolean await(Predicate<? super S> holds, long time, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(time);
        while (true) {
            CompletableFuture<Void> change = nextChange; // read before the state, so no publish is missed
            if (holds.test(state.read())) {
                return true;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            waitFor(change, left);
        }
    }

    /** Waits, without a time limit, until {@code holds} is true of the state; returns the state it held of. */
    public S await(Predicate<? super S> holds) throws InterruptedException {
        while (true) {
            CompletableFuture<Void> change = nextChange;
            S now = state.read();
            if (holds.test(now)) {
                return now;
            }
            try {
                change.get();
            } catch (ExecutionException e) {
                throw new IllegalStateException("a gate's change signal never fails", e);
            }
        }
    }

    /** A future completed with the state once {@code holds} is true of it (at once if it already is). */
    public CompletableFuture<S> when(Predicate<? super S> holds) {
        CompletableFuture<S> result = new CompletableFuture<>();
        completeWhen(holds, result);
        return result;
    }

    private void completeWhen(Predicate<? super S> holds, CompletableFuture<S> result) {
        CompletableFuture<Void> change = nextChange;
        S now = state.read();
        if (holds.test(now)) {
            result.complete(now);
        } else if (!result.isDone()) {
            change.thenRun(() -> completeWhen(holds, result));
        }
    }

    private static void waitFor(CompletableFuture<Void> change, long nanos) throws InterruptedException {
        try {
            change.get(nanos, TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            // the caller checks the state and the deadline again
        } catch (ExecutionException e) {
            throw new IllegalStateException("a gate's change signal never fails", e);
        }
    }
}
