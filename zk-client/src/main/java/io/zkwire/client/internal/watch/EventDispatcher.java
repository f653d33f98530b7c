package io.zkwire.client.internal.watch;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.internal.common.Futures;
import java.lang.System.Logger.Level;
import java.util.Collection;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The client's one event thread: watch events, connection-state changes and async results are run
 * here in the order the event loop handed them over, so a watcher sees events in server order and
 * before the reply to any later request that observes the change. User code never runs on a Netty
 * event loop; a callback that throws is logged and does not stop the thread.
 */
public final class EventDispatcher implements Executor {

    private static final System.Logger LOG = System.getLogger(EventDispatcher.class.getName());
    private static final AtomicInteger COUNT = new AtomicInteger();

    private final ExecutorService thread;
    private final UnhandledErrors errors = new UnhandledErrors();
    private volatile Thread current;

    public EventDispatcher() {
        this(null);
    }

    /** @param threads makes the event thread; null for a daemon thread named {@code zkwire-event-<n>} */
    public EventDispatcher(ThreadFactory threads) {
        String name = "zkwire-event-" + COUNT.incrementAndGet();
        this.thread = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), r -> {
            Thread t = threads != null ? threads.newThread(r) : new Thread(r, name);
            if (threads == null) {
                t.setDaemon(true);
            }
            current = t;
            return t;
        });
    }

    /** Runs {@code task} on the event thread after everything handed over before; dropped once shut down. */
    @Override
    public void execute(Runnable task) {
        try {
            thread.execute(() -> runSafely(task));
        } catch (RejectedExecutionException e) {
            LOG.log(Level.DEBUG, "event dropped: the client is closed");
        }
    }

    /** Delivers one event to each watcher, in order. */
    public void deliver(Collection<Watcher> watchers, WatchedEvent event) {
        if (watchers.isEmpty()) {
            return;
        }
        Watcher[] copy = watchers.toArray(new Watcher[0]);
        execute(() -> {
            for (Watcher w : copy) {
                runSafely(() -> w.process(event));
            }
        });
    }

    /**
     * A future that completes like {@code internal} but on the event thread, after everything handed
     * over before the internal one completed (on the caller's thread once the client is shut down).
     */
    public <T> CompletableFuture<T> relay(CompletableFuture<T> internal) {
        CompletableFuture<T> out = new CompletableFuture<>();
        internal.whenComplete((value, error) -> {
            Runnable complete = () -> {
                if (error != null) {
                    out.completeExceptionally(Futures.unwrap(error));
                } else {
                    out.complete(value);
                }
            };
            try {
                thread.execute(complete);
            } catch (RejectedExecutionException e) {
                complete.run();
            }
        });
        return out;
    }

    public boolean isEventThread() {
        return Thread.currentThread() == current;
    }

    /** Lets queued events run, then stops the thread; waits up to {@code timeoutMs} unless called from it. */
    public void shutdown(long timeoutMs) {
        thread.shutdown();
        if (!isEventThread()) {
            try {
                if (!thread.awaitTermination(timeoutMs, TimeUnit.MILLISECONDS)) {
                    LOG.log(Level.WARNING, "event thread still busy {0} ms after close (a slow watcher?)", timeoutMs);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Where failures that no caller receives are reported (the client's unhandled-error listeners). */
    public UnhandledErrors errors() {
        return errors;
    }

    private void runSafely(Runnable task) {
        try {
            task.run();
        } catch (Throwable t) {
            String message = "a watcher or listener threw; the event thread goes on";
            LOG.log(Level.ERROR, message, t);
            errors.tell(message, t);
        }
    }
}
