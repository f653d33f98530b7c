package io.zkwire.recipes.barriers;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.Watcher;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.nodes.Failures;
import io.zkwire.recipes.nodes.Nodes;
import io.zkwire.recipes.nodes.RecipeThreads;
import io.zkwire.recipes.nodes.SessionEvents;
import io.zkwire.recipes.observe.RecipeEvents;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * One asynchronous barrier wait, with no thread parked: a {@linkplain #step() step} reads ZooKeeper and
 * either finishes or leaves a watch ({@link #wakeOnEvent}); the watch, every reconnect (same or new
 * session) and a failed step whose cause may pass run the step again. A timed wait ends at its deadline
 * on the recipes' shared timer, whatever the connection does: by the caller's deadline, or a short grace
 * after it while a first look is still in flight, even when the timer or a reply comes late.
 *
 * <p>Threads: the loop's state is touched only by tasks on its own {@link SerialExecutor} (the recipes'
 * concurrency model): watch events, reconnects, replies, the timer and a cancel each hand a task to it,
 * which runs on the thread that hands it over unless a task is running already (mostly the client's event
 * thread). So steps run one at a time (a wake-up during a step runs it once more afterwards) without a lock;
 * the caller's future completes on the recipes' callback executor.
 */
abstract class WaitLoop {

    /** What a step found. */
    enum Progress {
        /** The wait is over. */
        DONE,
        /** A watch is set; it (or a reconnect) runs the step again. */
        WAITING,
        /** Something moved while looking: look again now. */
        AGAIN
    }

    /** The clock and timer a wait runs on: the recipes' shared timer, or a test's manual one. */
    interface Timer {
        Timer RECIPES = new Timer() {
            @Override
            public long nanoTime() {
                return System.nanoTime();
            }

            @Override
            public Future<?> schedule(Runnable task, long delayNanos) {
                return RecipeThreads.schedule(task, delayNanos);
            }
        };

        long nanoTime();

        Future<?> schedule(Runnable task, long delayNanos);
    }

    private static final long RETRY_DELAY_MS = 100;
    /**
     * How long past the deadline a first look still in flight may take: a zero timeout then still means
     * "look once" (as in Curator) while connected, and a disconnected client still returns in time.
     */
    private static final long FIRST_LOOK_GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final Nodes nodes;
    private final Timer timer;
    private final String recipe;
    private final String path;
    private final CompletableFuture<Boolean> finished = new CompletableFuture<>();
    private final SerialExecutor serial = new SerialExecutor();
    // the rest is touched only by tasks on serial
    private boolean bounded;
    private long deadlineAt; // timer.nanoTime() at the caller's deadline, if bounded
    private boolean looked; // a first step has completed
    private boolean stepping;
    private boolean again; // woken during a step: run it once more afterwards
    /** Runs the step again on any watch event: a data change, a deletion, or a state change. */
    final Watcher wakeOnEvent = event -> wake();

    /** A wait of {@code recipe} (e.g. {@code DistributedBarrier.waitOnBarrier}) on {@code path}, as JFR shows it. */
    WaitLoop(Nodes nodes, String recipe, String path) {
        this(nodes, Timer.RECIPES, recipe, path);
    }

    /** As above, on {@code timer} (tests: a manual clock). */
    WaitLoop(Nodes nodes, Timer timer, String recipe, String path) {
        this.nodes = nodes;
        this.timer = timer;
        this.recipe = recipe;
        this.path = path;
    }

    /** One look at ZooKeeper; completes with what it found. */
    abstract CompletableFuture<Progress> step();

    /** Called once when the wait ends without success (deadline, cancel, failure), before the caller hears. */
    abstract void gaveUp();

    /**
     * Starts the loop. The future completes with true when a step says DONE, false at the deadline;
     * cancelling it ends the wait as the deadline does.
     *
     * @param timeoutNanos the time to wait, or a negative number to wait without a deadline
     */
    CompletableFuture<Boolean> start(long timeoutNanos) {
        CompletableFuture<Boolean> caller = new CompletableFuture<>();
        serial.execute(() -> begin(timeoutNanos, caller));
        caller.whenComplete((done, failure) -> serial.execute(() -> finished.complete(false))); // a cancel
        wake();
        return caller;
    }

    private void begin(long timeoutNanos, CompletableFuture<Boolean> caller) {
        RecipeEvents.WaitEnd recorded = RecipeEvents.waitBegins(recipe, path);
        SessionEvents.Subscription subscription = nodes.sessionEvents().subscribe(state -> {
            if (state == ConnectionState.RECONNECTED || state == ConnectionState.CONNECTED) {
                wake();
            }
        });
        bounded = timeoutNanos >= 0;
        deadlineAt = timer.nanoTime() + timeoutNanos;
        Future<?> deadline = bounded
                ? timer.schedule(() -> serial.execute(this::deadlinePassed), timeoutNanos) : null;
        // completed only by tasks of this loop, so this runs on the loop too
        finished.whenComplete((done, failure) -> {
            subscription.close();
            if (deadline != null) {
                deadline.cancel(false);
            }
            if (!Boolean.TRUE.equals(done)) {
                gaveUp();
            }
            recorded.ended(failure != null ? RecipeEvents.failed(failure)
                    : Boolean.TRUE.equals(done) ? "PASSED" : caller.isCancelled() ? "CANCELLED" : "TIMED_OUT");
            if (failure != null) {
                RecipeThreads.deliverFailure(caller, failure);
            } else {
                // a caller that cancelled just as the wait succeeded gets nothing: undo what it would have had
                RecipeThreads.deliver(caller, done, refused -> {
                    if (refused) {
                        serial.execute(this::gaveUp); // (a refused false was given up above already)
                    }
                });
            }
        });
    }

    /**
     * The timer's task, which on a busy machine may run well after the deadline: the grace a first look
     * still in flight gets is counted from the caller's deadline, not from now.
     */
    private void deadlinePassed() {
        long graceLeft = deadlineAt + FIRST_LOOK_GRACE_NANOS - timer.nanoTime();
        if (looked || graceLeft <= 0) {
            finished.complete(false);
        } else {
            timer.schedule(() -> serial.execute(() -> finished.complete(false)), graceLeft);
        }
    }

    /** Runs the step now, or once more after the one in progress. */
    final void wake() {
        serial.execute(() -> {
            if (stepping) {
                again = true;
            } else {
                runStep();
            }
        });
    }

    private void runStep() {
        if (finished.isDone()) {
            return;
        }
        stepping = true;
        again = false;
        Failures.call(this::step)
                .whenComplete((progress, failure) -> serial.execute(() -> stepEnded(progress, failure)));
    }

    private void stepEnded(Progress progress, Throwable failure) {
        stepping = false;
        looked = true;
        if (failure != null) {
            onFailure(failure);
        } else if (progress == Progress.DONE) {
            finished.complete(true);
        } else if (progress == Progress.AGAIN) {
            again = true;
        }
        if (bounded && timer.nanoTime() - deadlineAt >= 0) {
            finished.complete(false); // past the deadline, whether or not the timer has run yet
        } else if (again) {
            runStep();
        }
    }

    private void onFailure(Throwable failure) {
        if (!KeeperException.isRetryable(failure)) { // client closed, NoAuth, bad path: nothing will pass
            finished.completeExceptionally(Failures.unwrap(failure));
        } else if (nodes.client().isConnected()) {
            // connected again already (the reconnect event came before this reply): retry shortly
            timer.schedule(this::wake, TimeUnit.MILLISECONDS.toNanos(RETRY_DELAY_MS));
        } // else the next RECONNECTED wakes the loop
    }

    /** WAITING while the watched node exists (its watch wakes the loop), else AGAIN. */
    static Progress waitIfExists(Stat stat) {
        return stat != null ? Progress.WAITING : Progress.AGAIN;
    }

    /** Rethrows a failure inside a stage, unwrapped once so callers see the KeeperException. */
    static CompletionException propagate(Throwable failure) {
        Throwable cause = Failures.unwrap(failure);
        return cause instanceof CompletionException ce ? ce : new CompletionException(cause);
    }

    /** The timeout in nanoseconds, rejecting a missing unit with a message that says what to pass. */
    static long nanos(long time, TimeUnit unit) {
        if (unit == null) {
            throw new IllegalArgumentException("unit must not be null: pass e.g. TimeUnit.SECONDS,"
                    + " or use the method without a time to wait without a deadline");
        }
        return Math.max(0, unit.toNanos(time));
    }
}
