// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import io.zkwire.recipes.internal.nodes.RecipeThreads;
import java.util.concurrent.Executor;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The recipes' one deadline rule, for a lock's contender and a barrier's wait alike: a {@link Deadline} kept
 * whatever the connection does, since a request in flight may never be answered (a silent server, a dead
 * connection not noticed yet). A request in flight on a healthy connection is answered within milliseconds
 * and its reply decides (so {@code acquire(0, unit)} takes a free lock, and a zero-timeout barrier wait looks
 * once, as with Curator), but only for {@value #IN_FLIGHT_GRACE_MS} ms more, counted from the deadline; with
 * no such reply on its way the wait is given up at once. Its timer tasks run in the owner's serial executor.
 */
public final class DeadlineTimer {

    /** How long past its deadline a timed wait may still take a reply already on its way. */
    public static final long IN_FLIGHT_GRACE_MS = 150;

    /** The clock and the timer a deadline runs on: the recipes' shared timer, or a test's. */
    public interface Clock {
        /** {@link System#nanoTime()} and the recipes' timer. */
        Clock RECIPES = new Clock() {
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

        /** Runs {@code task} after {@code delayNanos} (at once if not positive). */
        Future<?> schedule(Runnable task, long delayNanos);
    }

    /** The owner of a timed wait; asked and told in its serial executor. */
    public interface Waiter {
        /** Asked when the deadline passes: whether a reply that decides is on its way. */
        boolean replyOnItsWay();

        /** The deadline (and the grace, if given) passed: give up. */
        void deadlinePassed();
    }

    private final Deadline deadline;
    private final Clock clock;
    private final Executor serial;
    private final Waiter waiter;
    private Future<?> timer; // serial tasks only, as graceGiven
    private boolean graceGiven;

    /**
     * @param serial        the owner's serial executor, where the timer's tasks run
     * @param replyOnItsWay asked when the deadline passes: whether a reply that decides is on its way
     * @param giveUp        run once the deadline (and the grace, if given) passed
     */
    public DeadlineTimer(Deadline deadline, Clock clock, Executor serial, BooleanSupplier replyOnItsWay,
            Runnable giveUp) {
        this(deadline, clock, serial, new Waiter() {
            @Override
            public boolean replyOnItsWay() {
                return replyOnItsWay.getAsBoolean();
            }

            @Override
            public void deadlinePassed() {
                giveUp.run();
            }
        });
    }

    /** @param serial the owner's serial executor, where {@code waiter} is asked and told */
    public DeadlineTimer(Deadline deadline, Clock clock, Executor serial, Waiter waiter) {
        this.deadline = deadline;
        this.clock = clock;
        this.serial = serial;
        this.waiter = waiter;
    }

    /** Starts the timer, if the deadline is bounded. */
    public void arm() {
        if (deadline.bounded()) {
            timer = clock.schedule(() -> serial.execute(this::onDeadline), deadline.remainingNanos(clock.nanoTime()));
        }
    }

    /** Whether the deadline (without its grace) has passed, whether or not the timer has run yet. */
    public boolean expired() {
        return deadline.bounded() && deadline.remainingNanos(clock.nanoTime()) <= 0;
    }

    public void cancel() {
        if (timer != null) {
            timer.cancel(false);
        }
    }

    private void onDeadline() {
        if (!graceGiven && waiter.replyOnItsWay()) {
            graceGiven = true;
            // counted from the deadline, not from now: a timer that fired late must not push the grace later
            timer = clock.schedule(() -> serial.execute(this::onDeadline),
                    deadline.remainingNanos(clock.nanoTime()) + TimeUnit.MILLISECONDS.toNanos(IN_FLIGHT_GRACE_MS));
        } else {
            waiter.deadlinePassed();
        }
    }
}
