package io.zkwire.recipes.internal.nodes;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The only threads the recipes use: one shared daemon timer (a few threads) for deadlines and retry
 * delays, and the common pool for completing the futures callers see. Waiting itself never occupies a
 * thread: waits are watch callbacks plus a timer entry, so ten thousand waiters cost ten thousand small
 * objects.
 *
 * <p>Why hand results to another executor: futures returned by the client complete on its event thread,
 * and a caller's dependent stage (or a blocking call inside one) must never stall watch delivery.
 */
public final class RecipeThreads {

    private RecipeThreads() {
    }

    private static final class Timer {
        /**
         * A timer task gives up an acquisition and completes its futures on the timer's thread; on a busy
         * machine one such task can be held up (descheduled, or running cold code) for hundreds of ms, and
         * with a single thread every other deadline in the process would wait behind it. With several, the
         * next task due runs on another thread (threads start as tasks are scheduled, up to this many).
         */
        static final int THREADS = 4;
        static final ScheduledThreadPoolExecutor INSTANCE = create();

        private static ScheduledThreadPoolExecutor create() {
            AtomicInteger count = new AtomicInteger();
            ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(THREADS, task -> {
                Thread t = new Thread(task, "zkwire-recipes-timer-" + count.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
            // Timed acquisitions that finish early cancel their deadline; do not keep them queued.
            timer.setRemoveOnCancelPolicy(true);
            return timer;
        }
    }

    /** The shared timer; its tasks must be short and must not block. */
    public static ScheduledExecutorService timer() {
        return Timer.INSTANCE;
    }

    /** Runs {@code task} on the timer after {@code delayNanos}. */
    public static ScheduledFuture<?> schedule(Runnable task, long delayNanos) {
        return Timer.INSTANCE.schedule(task, Math.max(0, delayNanos), TimeUnit.NANOSECONDS);
    }

    /** Where callers' futures complete (and where revocation listeners run by default). */
    public static Executor callbacks() {
        return ForkJoinPool.commonPool();
    }

    /**
     * Completes {@code target} with {@code value} on the callback executor. If the caller cancelled it in
     * the meantime, {@code ifRefused} gets the value instead, so that nothing acquired is ever dropped.
     */
    public static <T> void deliver(CompletableFuture<T> target, T value, Consumer<? super T> ifRefused) {
        deliver(callbacks(), target, value, ifRefused);
    }

    /** As {@link #deliver(CompletableFuture, Object, Consumer)}, on {@code executor}. */
    public static <T> void deliver(Executor executor, CompletableFuture<T> target, T value,
            Consumer<? super T> ifRefused) {
        executor.execute(() -> {
            if (!target.complete(value)) {
                ifRefused.accept(value);
            }
        });
    }

    /** Fails {@code target} on the callback executor. */
    public static void deliverFailure(CompletableFuture<?> target, Throwable failure) {
        deliverFailure(callbacks(), target, failure);
    }

    /** Fails {@code target} on {@code executor}. */
    public static void deliverFailure(Executor executor, CompletableFuture<?> target, Throwable failure) {
        executor.execute(() -> target.completeExceptionally(ReplyFailures.unwrap(failure)));
    }

    /**
     * For a future only a blocked thread waits on ({@code get()}, no dependent stages): completing it runs
     * no caller code, so it is completed where the result arrives and the waiting thread wakes at once,
     * without a trip through the callback executor.
     */
    public static Executor direct() {
        return Runnable::run;
    }
}
