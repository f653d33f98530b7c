package io.zkwire.recipes.barriers;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.Watcher;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.nodes.Failures;
import io.zkwire.recipes.nodes.Nodes;
import io.zkwire.recipes.nodes.RecipeThreads;
import io.zkwire.recipes.nodes.SessionEvents;
import io.zkwire.recipes.observe.RecipeEvents;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One asynchronous barrier wait, with no thread parked: a {@linkplain #step() step} reads ZooKeeper and
 * either finishes or leaves a watch ({@link #wakeOnEvent}); the watch, every reconnect (same or new
 * session) and a failed step whose cause may pass run the step again. A timed wait ends at its deadline
 * on the recipes' shared timer, whatever the connection does.
 *
 * <p>Steps run one at a time (a wake-up during a step runs it once more afterwards), on the client's event
 * thread; the caller's future completes on the recipes' callback executor.
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

    private static final long RETRY_DELAY_MS = 100;
    /**
     * How long past the deadline a first look still in flight may take: a zero timeout then still means
     * "look once" (as in Curator) while connected, and a disconnected client still returns in time.
     */
    private static final long FIRST_LOOK_GRACE_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

    private final Nodes nodes;
    private final String recipe;
    private final String path;
    private final CompletableFuture<Boolean> finished = new CompletableFuture<>();
    private final AtomicInteger wakeUps = new AtomicInteger();
    private volatile boolean looked; // a first step has completed
    private volatile boolean deadlineReached;
    /** Runs the step again on any watch event: a data change, a deletion, or a state change. */
    final Watcher wakeOnEvent = event -> wake();

    /** A wait of {@code recipe} (e.g. {@code DistributedBarrier.waitOnBarrier}) on {@code path}, as JFR shows it. */
    WaitLoop(Nodes nodes, String recipe, String path) {
        this.nodes = nodes;
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
        RecipeEvents.WaitEnd recorded = RecipeEvents.waitBegins(recipe, path);
        SessionEvents.Subscription subscription = nodes.sessionEvents().subscribe(state -> {
            if (state == ConnectionState.RECONNECTED || state == ConnectionState.CONNECTED) {
                wake();
            }
        });
        ScheduledFuture<?> deadline = timeoutNanos < 0 ? null
                : RecipeThreads.schedule(this::deadlinePassed, timeoutNanos);
        CompletableFuture<Boolean> caller = new CompletableFuture<>();
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
                        gaveUp(); // (a refused false was given up above already)
                    }
                });
            }
        });
        caller.whenComplete((done, failure) -> finished.complete(false)); // a cancel by the caller
        wake();
        return caller;
    }

    private void deadlinePassed() {
        deadlineReached = true;
        if (looked) {
            finished.complete(false);
        } else {
            RecipeThreads.schedule(() -> finished.complete(false), FIRST_LOOK_GRACE_NANOS);
        }
    }

    /** Runs the step now, or once more after the one in progress. */
    final void wake() {
        if (wakeUps.getAndIncrement() == 0) {
            runStep();
        }
    }

    private void runStep() {
        if (finished.isDone()) {
            return;
        }
        Failures.call(this::step).whenComplete((progress, failure) -> {
            looked = true;
            if (failure != null) {
                onFailure(failure);
            } else if (progress == Progress.DONE) {
                finished.complete(true);
            } else if (progress == Progress.AGAIN) {
                wakeUps.incrementAndGet();
            }
            if (deadlineReached) {
                finished.complete(false); // the first look, past the deadline, did not get through
            }
            if (wakeUps.decrementAndGet() > 0) {
                wakeUps.set(1);
                runStep();
            }
        });
    }

    private void onFailure(Throwable failure) {
        if (!KeeperException.isRetryable(failure)) { // client closed, NoAuth, bad path: nothing will pass
            finished.completeExceptionally(Failures.unwrap(failure));
        } else if (nodes.client().isConnected()) {
            // connected again already (the reconnect event came before this reply): retry shortly
            RecipeThreads.schedule(this::wake, TimeUnit.MILLISECONDS.toNanos(RETRY_DELAY_MS));
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
