// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the tasks given to it one at a time, in order, without a lock and without a thread of its own.
 * A recipe's state is touched only inside its tasks, so replies, watch events, session events, deadlines
 * and cancellations never race, and no lock is held while requests are sent or user code runs.
 *
 * <p>Where the tasks run: {@link #SerialExecutor()} runs them on whichever thread submits while it is
 * idle (tasks must then be short and must not block: that thread may be the client's event thread);
 * {@link #onto(Executor)} hands each burst of tasks to another executor as one task there, so user code
 * (a listener) runs off the submitting thread, still one call at a time and in submission order.
 */
public final class SerialExecutor implements Executor {

    private static final System.Logger LOG = System.getLogger(SerialExecutor.class.getName());

    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicInteger queued = new AtomicInteger();
    private final Executor runner;

    /** Runs tasks on the submitting thread. */
    public SerialExecutor() {
        this(Runnable::run);
    }

    private SerialExecutor(Executor runner) {
        this.runner = runner;
    }

    /** Runs tasks on {@code executor}, one at a time and in order. */
    public static SerialExecutor onto(Executor executor) {
        return new SerialExecutor(executor);
    }

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
        if (queued.getAndIncrement() != 0) {
            return; // the burst already running (or handed over) will run it
        }
        try {
            runner.execute(this::drain);
        } catch (RejectedExecutionException e) {
            LOG.log(System.Logger.Level.WARNING, "an executor given to a zkwire recipe refused a task (is it"
                    + " shut down?); the queued calls are dropped: give the recipe an executor that runs until"
                    + " the recipe is closed", e);
            discardQueued();
        }
    }

    private void drain() {
        do {
            Runnable next = tasks.poll();
            try {
                next.run();
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.ERROR, "zkwire recipe task failed", e);
            }
        } while (queued.decrementAndGet() != 0);
    }

    private void discardQueued() {
        do {
            tasks.poll();
        } while (queued.decrementAndGet() != 0);
    }
}
