package io.zkwire.recipes.locks;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs the tasks given to it one at a time, in order, on whichever thread submits while it is idle (no
 * thread of its own). A contender's state is touched only inside its tasks, so replies, watch events,
 * session events, deadlines and cancellations never race, and no lock is held while requests are sent.
 * Tasks must not block.
 */
final class SerialExecutor implements Executor {

    private static final System.Logger LOG = System.getLogger(SerialExecutor.class.getName());

    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    private final AtomicInteger queued = new AtomicInteger();

    @Override
    public void execute(Runnable task) {
        tasks.add(task);
        if (queued.getAndIncrement() != 0) {
            return; // the thread draining the queue will run it
        }
        do {
            Runnable next = tasks.poll();
            try {
                next.run();
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.ERROR, "lock recipe task failed", e);
            }
        } while (queued.decrementAndGet() != 0);
    }
}
