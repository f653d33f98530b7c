// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import io.zkwire.recipes.internal.Turn;

/**
 * Combines the adds of many threads on one counter object into one compare-and-set: a caller queues its
 * delta, and whichever caller finds no batch running takes every queued delta and writes their sum. Each
 * caller then gets the values of its own place in the batch, as if the adds had run one after another in
 * queue order. Every queued add is run: a batch's runner looks at the queue again after it lets go.
 */
final class CombinedAdds<T extends Number> {

    /** Runs one add of {@code total} on the counter. */
    @FunctionalInterface
    interface Batch<T> {
        AtomicValue<T> add(T total) throws Exception;
    }

    private record Pending<T>(T delta, CompletableFuture<AtomicValue<T>> outcome) {
    }

    private final Queue<Pending<T>> queue = new ConcurrentLinkedQueue<>();
    private final Turn running = new Turn();
    private final NumberCodec<T> codec;
    private final Batch<T> batch;

    CombinedAdds(NumberCodec<T> codec, Batch<T> batch) {
        this.codec = codec;
        this.batch = batch;
    }

    /** Adds {@code delta}, alone or with the adds queued meanwhile; blocks until its batch is written. */
    AtomicValue<T> add(T delta) throws Exception {
        Pending<T> mine = new Pending<>(delta, new CompletableFuture<>());
        queue.add(mine);
        do {
            if (!running.take()) {
                break; // the runner looks at the queue again after it lets go
            }
            try {
                runQueued();
            } finally {
                running.giveBack();
            }
        } while (!queue.isEmpty());
        return outcomeOf(mine.outcome());
    }

    /** Waits for the batch even if interrupted: the add is queued and will be written either way. */
    private static <T> AtomicValue<T> outcomeOf(CompletableFuture<AtomicValue<T>> outcome) throws Exception {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return outcome.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof Exception cause ? cause : e;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void runQueued() {
        List<Pending<T>> taken = new ArrayList<>();
        for (Pending<T> next = queue.poll(); next != null; next = queue.poll()) {
            taken.add(next);
        }
        if (taken.isEmpty()) {
            return;
        }
        T total = codec.zero();
        for (Pending<T> pending : taken) {
            total = codec.plus(total, pending.delta());
        }
        try {
            hand(taken, batch.add(total));
        } catch (Exception | Error e) {
            taken.forEach(pending -> pending.outcome().completeExceptionally(e));
        }
    }

    /** Each caller's pre and post value, in queue order from the batch's pre value; a failure as it came. */
    private void hand(List<Pending<T>> taken, AtomicValue<T> written) {
        if (!written.succeeded() || taken.size() == 1) {
            taken.forEach(pending -> pending.outcome().complete(written));
            return;
        }
        T pre = written.preValue();
        for (Pending<T> pending : taken) {
            T post = codec.plus(pre, pending.delta());
            pending.outcome().complete(new MutableAtomicValue<>(pre, post, true, written.getStats()));
            pre = post;
        }
    }
}
