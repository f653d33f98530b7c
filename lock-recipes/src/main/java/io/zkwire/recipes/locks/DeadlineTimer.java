// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import io.zkwire.recipes.nodes.RecipeThreads;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A contender's {@link Deadline}, kept whatever the connection does: a request in flight may never be
 * answered (a silent server, a dead connection not noticed yet). A create or listing in flight on a healthy
 * connection is answered within milliseconds and its reply decides (so {@code acquire(0, unit)} takes a free
 * lock, as with Curator), but only for {@value #IN_FLIGHT_GRACE_MS} ms more; a wait, a create that lost its
 * reply or anything later is given up at once. Its timer task runs in the contender's serial executor.
 */
final class DeadlineTimer {

    /** How long past the deadline a reply already on its way may still decide (the 150 ms the README promises). */
    static final long IN_FLIGHT_GRACE_MS = 150;

    /** Runs a task after a delay; the recipes' timer outside tests. */
    interface Scheduler {
        ScheduledFuture<?> schedule(Runnable task, long delayNanos);
    }

    private final Deadline deadline;
    private final Executor serial;
    private final Scheduler scheduler;
    private final BooleanSupplier replyOnItsWay;
    private final Runnable giveUp;
    private ScheduledFuture<?> timer; // serial tasks only, as graceGiven
    private boolean graceGiven;

    /**
     * @param replyOnItsWay asked when the deadline passes: whether a reply that decides is on its way
     * @param giveUp        run once the deadline (and the grace, if given) passed
     */
    DeadlineTimer(Deadline deadline, Executor serial, BooleanSupplier replyOnItsWay, Runnable giveUp) {
        this(deadline, serial, RecipeThreads::schedule, replyOnItsWay, giveUp);
    }

    DeadlineTimer(Deadline deadline, Executor serial, Scheduler scheduler, BooleanSupplier replyOnItsWay,
            Runnable giveUp) {
        this.deadline = deadline;
        this.serial = serial;
        this.scheduler = scheduler;
        this.replyOnItsWay = replyOnItsWay;
        this.giveUp = giveUp;
    }

    /** Starts the timer, if the deadline is bounded. */
    void arm() {
        if (deadline.bounded()) {
            timer = scheduler.schedule(() -> serial.execute(this::onDeadline), deadline.remainingNanos());
        }
    }

    /** Whether the deadline (without its grace) has passed. */
    boolean expired() {
        return deadline.expired();
    }

    void cancel() {
        if (timer != null) {
            timer.cancel(false);
        }
    }

    private void onDeadline() {
        if (!graceGiven && replyOnItsWay.getAsBoolean()) {
            graceGiven = true;
            // counted from the deadline, not from now: a timer that fired late must not push the grace later
            timer = scheduler.schedule(() -> serial.execute(this::onDeadline),
                    deadline.remainingNanos() + TimeUnit.MILLISECONDS.toNanos(IN_FLIGHT_GRACE_MS));
        } else {
            giveUp.run();
        }
    }
}
