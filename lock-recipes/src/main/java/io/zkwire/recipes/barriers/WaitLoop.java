// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.barriers;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.Watcher;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.DeadlineTimer;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.SessionEvents;
import io.zkwire.recipes.internal.observe.RecipeEvents;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;

/**
 * One asynchronous barrier wait, with no thread parked: a {@linkplain #step() step} reads ZooKeeper and
 * either finishes or leaves a watch ({@link #wakeOnEvent}); the watch, every reconnect (same or new
 * session) and a failed step whose cause may pass run the step again. A timed wait ends by the recipes'
 * deadline rule ({@link DeadlineTimer}, as a lock's acquire does), whatever the connection does: at the caller's
 * deadline, or up to its grace after it while a first look is still in flight, even when the timer or a reply
 * comes late.
 *
 * <p>Threads: the loop's state is touched only by tasks on its own {@link SerialExecutor} (the recipes'
 * concurrency model): watch events, reconnects, replies, the timer and a cancel each hand what happened to
 * {@link #decide} as a value, in a task that runs on the thread that hands it over unless a task is running
 * already (mostly the client's event thread). So steps run one at a time, without a lock (a wake-up during
 * a step runs it once more afterwards); the caller's future completes on the recipes' callback executor.
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

    /** What reaches the loop's decision: a wake-up (watch, reconnect, retry), a step's end, or giving up. */
    private enum What { WAKE, STEP_ENDED, GIVE_UP }

    private record Happened(What what, Progress progress, Throwable failure) {
        static final Happened WAKE_UP = new Happened(What.WAKE, null, null);
        static final Happened TIME_IS_UP = new Happened(What.GIVE_UP, null, null);
    }

    private final Nodes nodes;
    private final DeadlineTimer.Clock clock;
    private final String recipe;
    private final String path;
    private final CompletableFuture<Boolean> finished = new CompletableFuture<>();
    private final SerialExecutor serial = new SerialExecutor();
    // the rest is touched only by tasks on serial
    private DeadlineTimer deadline; // set by the first task, as the three below
    private CompletableFuture<Boolean> caller;
    private SessionEvents.Subscription subscription;
    private RecipeEvents.WaitEnd recorded;
    private boolean looked; // a first step has completed: no look that decides is in flight any more
    private boolean stepping;
    private boolean again; // woken during a step: run it once more afterwards
    /** Runs the step again on any watch event: a data change, a deletion, or a state change. */
    final Watcher wakeOnEvent = event -> wake();

    /** A wait of {@code recipe} (e.g. {@code DistributedBarrier.waitOnBarrier}) on {@code path}, as JFR shows it. */
    WaitLoop(Nodes nodes, String recipe, String path) {
        this(nodes, DeadlineTimer.Clock.RECIPES, recipe, path);
    }

    /** As above, on {@code clock} (tests: a manual clock). */
    WaitLoop(Nodes nodes, DeadlineTimer.Clock clock, String recipe, String path) {
        this.nodes = nodes;
        this.clock = clock;
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
        CompletableFuture<Boolean> waiter = new CompletableFuture<>();
        serial.execute(() -> begin(timeoutNanos, waiter));
        waiter.whenComplete((done, failure) -> serial.execute(() -> decide(Happened.TIME_IS_UP))); // a cancel
        wake();
        return waiter;
    }

    private void begin(long timeoutNanos, CompletableFuture<Boolean> waiter) {
        caller = waiter;
        recorded = RecipeEvents.waitBegins(recipe, path);
        subscription = nodes.sessionEvents().subscribe(state -> {
            if (state == ConnectionState.RECONNECTED || state == ConnectionState.CONNECTED) {
                wake();
            }
        });
        // a first look still in flight may decide a little past the deadline: a zero timeout still looks once
        deadline = new DeadlineTimer(Deadline.afterNanos(timeoutNanos, clock.nanoTime()), clock, serial,
                () -> !looked, () -> decide(Happened.TIME_IS_UP));
        deadline.arm();
        finished.whenComplete(this::ended); // completed only by tasks of this loop, so this runs on the loop too
    }

    /** The one place the loop's state changes; runs in its serial tasks only. */
    private void decide(Happened happened) {
        switch (happened.what()) {
            case WAKE -> {
                if (stepping) {
                    again = true; // run it once more after the step in progress
                } else {
                    runStep();
                }
            }
            case STEP_ENDED -> stepEnded(happened.progress(), happened.failure());
            case GIVE_UP -> finished.complete(false); // the deadline (and its grace) passed, or the caller cancelled
        }
    }

    private void ended(Boolean done, Throwable failure) {
        subscription.close();
        deadline.cancel();
        if (!Boolean.TRUE.equals(done)) {
            gaveUp();
        }
        recorded.ended(failure != null ? RecipeEvents.failed(failure)
                : Boolean.TRUE.equals(done) ? "PASSED" : caller.isCancelled() ? "CANCELLED" : "TIMED_OUT");
        if (failure != null) {
            RecipeThreads.deliverFailure(caller, failure);
        } else {
            // a caller that cancelled just as the wait succeeded gets nothing: undo what it would have had
            RecipeThreads.deliver(caller, done, this::undoIfSuccessRefused);
        }
    }

    /** The caller refused {@code refusedOutcome}: a refused success is given up now (a false was already). */
    private void undoIfSuccessRefused(boolean refusedOutcome) {
        if (refusedOutcome) {
            serial.execute(this::gaveUp);
        }
    }

    /** Runs the step now, or once more after the one in progress. */
    final void wake() {
        serial.execute(() -> decide(Happened.WAKE_UP));
    }

    private void runStep() {
        if (finished.isDone()) {
            return;
        }
        stepping = true;
        again = false;
        ReplyFailures.failedFutureIfThrows(this::step).whenComplete((progress, failure) ->
                serial.execute(() -> decide(new Happened(What.STEP_ENDED, progress, failure))));
    }

    private void stepEnded(Progress progress, Throwable failure) {
        stepping = false;
        looked = true;
        if (failure != null) {
            stepFailed(failure);
        } else if (progress == Progress.DONE) {
            finished.complete(true);
        } else if (progress == Progress.AGAIN) {
            again = true;
        }
        if (deadline.expired()) {
            finished.complete(false); // past the deadline, whether or not the timer has run yet
        } else if (again) {
            runStep();
        }
    }

    private void stepFailed(Throwable failure) {
        if (!KeeperException.isRetryable(failure)) { // client closed, NoAuth, bad path: nothing will pass
            finished.completeExceptionally(ReplyFailures.unwrap(failure));
        } else if (nodes.client().isConnected()) {
            // connected again already (the reconnect event came before this reply): retry shortly
            clock.schedule(this::wake, TimeUnit.MILLISECONDS.toNanos(RETRY_DELAY_MS));
        } // else the next RECONNECTED wakes the loop
    }

    /** WAITING while the watched node exists (its watch wakes the loop), else AGAIN. */
    static Progress waitIfExists(Stat stat) {
        return stat != null ? Progress.WAITING : Progress.AGAIN;
    }

    /** Rethrows a failure inside a stage, unwrapped once so callers see the KeeperException. */
    static CompletionException asCompletionException(Throwable failure) {
        Throwable cause = ReplyFailures.unwrap(failure);
        return cause instanceof CompletionException ce ? ce : new CompletionException(cause);
    }

    /** The timeout in nanoseconds, rejecting a missing unit with a message that says what to pass. */
    static long timeoutNanos(long time, TimeUnit unit) {
        if (unit == null) {
            throw new IllegalArgumentException("unit must not be null: pass e.g. TimeUnit.SECONDS,"
                    + " or use the method without a time to wait without a deadline");
        }
        return Math.max(0, unit.toNanos(time));
    }
}
