// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Delayed;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The deadline's grace, with a scheduler that only records what it was asked to run and when. */
class DeadlineTimerTest {

    /** A scheduled task, run by the test: stands in for the recipes' timer. */
    private static final class Pending extends CompletableFuture<Void> implements ScheduledFuture<Void> {
        final Runnable task;
        final long delayNanos;

        Pending(Runnable task, long delayNanos) {
            this.task = task;
            this.delayNanos = delayNanos;
        }

        @Override
        public long getDelay(TimeUnit unit) {
            return unit.convert(delayNanos, TimeUnit.NANOSECONDS);
        }

        @Override
        public int compareTo(Delayed other) {
            return Long.compare(delayNanos, other.getDelay(TimeUnit.NANOSECONDS));
        }
    }

    private final List<Pending> scheduled = new ArrayList<>();
    private final AtomicInteger givenUp = new AtomicInteger();

    /** The system's clock; a timer that records what it is asked to run and when. */
    private final DeadlineTimer.Clock clock = new DeadlineTimer.Clock() {
        @Override
        public long nanoTime() {
            return System.nanoTime();
        }

        @Override
        public Future<?> schedule(Runnable task, long delayNanos) {
            Pending p = new Pending(task, delayNanos);
            scheduled.add(p);
            return p;
        }
    };

    private DeadlineTimer timer(Deadline deadline, AtomicBoolean replyOnItsWay) {
        return new DeadlineTimer(deadline, clock, Runnable::run, replyOnItsWay::get, givenUp::incrementAndGet);
    }

    @Test
    void aWaitIsGivenUpWhenTheDeadlinePasses() {
        DeadlineTimer timer = timer(Deadline.after(10, TimeUnit.SECONDS), new AtomicBoolean(false));
        timer.arm();
        assertEquals(1, scheduled.size());
        assertTrue(scheduled.get(0).delayNanos <= TimeUnit.SECONDS.toNanos(10));
        scheduled.get(0).task.run();
        assertEquals(1, givenUp.get(), "nothing on its way: given up at the deadline");
        assertEquals(1, scheduled.size(), "no grace");
    }

    @Test
    void aReplyOnItsWayGetsTheGraceOnceCountedFromTheDeadline() {
        AtomicBoolean onItsWay = new AtomicBoolean(true);
        DeadlineTimer timer = timer(Deadline.after(10, TimeUnit.SECONDS), onItsWay);
        timer.arm();
        scheduled.get(0).task.run();
        assertEquals(0, givenUp.get(), "a reply on its way may still decide");
        assertEquals(2, scheduled.size());
        long graceNanos = TimeUnit.MILLISECONDS.toNanos(DeadlineTimer.IN_FLIGHT_GRACE_MS);
        long delay = scheduled.get(1).delayNanos;
        assertTrue(delay > graceNanos && delay <= TimeUnit.SECONDS.toNanos(10) + graceNanos,
                "the grace is counted from the deadline, not from when the timer fired: " + delay);
        scheduled.get(1).task.run(); // the reply is still on its way: no second grace
        assertEquals(1, givenUp.get());
        assertEquals(2, scheduled.size());
    }

    @Test
    void anUnboundedDeadlineArmsNothingAndACancelledTimerIsCancelled() {
        timer(Deadline.NONE, new AtomicBoolean(false)).arm();
        assertTrue(scheduled.isEmpty());
        DeadlineTimer timer = timer(Deadline.after(1, TimeUnit.SECONDS), new AtomicBoolean(false));
        timer.arm();
        timer.cancel();
        assertTrue(scheduled.get(0).isCancelled());
    }
}
