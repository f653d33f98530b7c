package io.zkwire.recipes.barriers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.DeadlineTimer;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.testing.Await;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The wait loop on its own: steps are scripted futures; the client is built but never started. */
@Timeout(10)
class WaitLoopTest {

    private final ZkClient client = ZkClient.builder().connectString("127.0.0.1:1").build();

    @AfterEach
    void close() {
        client.close();
    }

    /** Each step hands out the next scripted future. */
    private final class Scripted extends WaitLoop {
        final Deque<CompletableFuture<Progress>> steps = new ArrayDeque<>();
        final AtomicInteger stepsRun = new AtomicInteger();
        final AtomicInteger gaveUp = new AtomicInteger();

        Scripted() {
            this(DeadlineTimer.Clock.RECIPES);
        }

        Scripted(DeadlineTimer.Clock clock) {
            super(new Nodes(client), clock, "Scripted", "/scripted");
        }

        @Override
        CompletableFuture<Progress> step() {
            stepsRun.incrementAndGet();
            return steps.isEmpty() ? new CompletableFuture<>() : steps.poll();
        }

        @Override
        void gaveUp() {
            gaveUp.incrementAndGet();
        }
    }

    @Test
    void aWakeUpDuringAStepRunsItOnceMoreAfterwards() throws Exception {
        Scripted loop = new Scripted();
        CompletableFuture<WaitLoop.Progress> first = new CompletableFuture<>();
        loop.steps.add(first);
        loop.steps.add(CompletableFuture.completedFuture(WaitLoop.Progress.DONE));
        CompletableFuture<Boolean> result = loop.start(-1);
        loop.wake();
        loop.wake();
        assertEquals(1, loop.stepsRun.get(), "one step at a time");
        first.complete(WaitLoop.Progress.WAITING);
        assertTrue(Await.result(result, "the second step"));
        assertEquals(2, loop.stepsRun.get(), "two wake-ups during a step: one more step");
        assertEquals(0, loop.gaveUp.get());
    }

    /** A real timer thread on a machine busy with other builds may run a task this late. */
    private static final long BUSY_TIMER_SLACK_MS = 1_000;

    @Test
    void theDeadlineEndsAWaitWhoseFirstLookNeverReturns() throws Exception {
        Scripted loop = new Scripted(); // the first step never completes: a disconnected client
        long start = System.nanoTime();
        assertFalse(Await.result(loop.start(TimeUnit.MILLISECONDS.toNanos(50)), "the deadline"));
        long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        long allowedMs = 50 + DeadlineTimer.IN_FLIGHT_GRACE_MS + BUSY_TIMER_SLACK_MS;
        assertTrue(tookMs >= 50 && tookMs <= allowedMs, "took " + tookMs + " ms");
        Await.until(() -> loop.gaveUp.get() == 1, "gave up once");
    }

    /**
     * A timer whose clock moves only when the test says, and whose tasks run only when the test says:
     * a busy machine, where the timer thread runs a task due at 100 ms at 1 s.
     */
    private static final class ManualTimer implements DeadlineTimer.Clock {
        private record Task(long dueAt, Runnable task, CompletableFuture<Void> handle) {}

        private final List<Task> tasks = new CopyOnWriteArrayList<>(); // scheduled from the loop's threads too
        private long now;

        @Override
        public long nanoTime() {
            return now;
        }

        @Override
        public Future<?> schedule(Runnable task, long delayNanos) {
            Task t = new Task(now + Math.max(0, delayNanos), task, new CompletableFuture<>());
            tasks.add(t);
            return t.handle();
        }

        void moveTo(long millis) {
            now = TimeUnit.MILLISECONDS.toNanos(millis);
        }

        /** Runs every task due by now (including those the tasks run schedule), earliest first. */
        void runDue() {
            Task next;
            while ((next = tasks.stream().filter(t -> t.dueAt() <= now && !t.handle().isCancelled())
                    .min(Comparator.comparingLong(Task::dueAt)).orElse(null)) != null) {
                tasks.remove(next);
                next.task().run();
            }
        }
    }

    @Test
    void aLateTimerStillEndsTheWaitByTheCallersDeadlinePlusTheGrace() throws Exception {
        ManualTimer timer = new ManualTimer();
        Scripted loop = new Scripted(timer); // the first look never returns: a disconnected client
        CompletableFuture<Boolean> result = loop.start(TimeUnit.MILLISECONDS.toNanos(100));
        timer.moveTo(1_000); // the deadline (100 ms) and its grace (150 ms more) passed; the timer was held up
        timer.runDue();
        assertFalse(Await.result(result, "the wait to end when the late deadline task runs, not a grace later"));
    }

    @Test
    void aLookThatReturnsAfterTheDeadlineEndsTheWaitBeforeTheTimerRuns() throws Exception {
        ManualTimer timer = new ManualTimer();
        Scripted loop = new Scripted(timer);
        CompletableFuture<WaitLoop.Progress> first = new CompletableFuture<>();
        loop.steps.add(first);
        CompletableFuture<Boolean> result = loop.start(TimeUnit.MILLISECONDS.toNanos(100));
        timer.moveTo(1_000); // the timer thread has not run the deadline task yet
        first.complete(WaitLoop.Progress.WAITING);
        assertFalse(Await.result(result, "the wait to end when a look comes back past the deadline"));
        assertEquals(1, loop.stepsRun.get());
    }

    @Test
    void aZeroTimeoutStillLooksOnce() throws Exception {
        Scripted loop = new Scripted();
        loop.steps.add(CompletableFuture.completedFuture(WaitLoop.Progress.DONE));
        assertTrue(Await.result(loop.start(0), "a look"));
    }

    @Test
    void cancellingGivesUp() throws Exception {
        Scripted loop = new Scripted();
        CompletableFuture<Boolean> result = loop.start(-1);
        result.cancel(false);
        Await.until(() -> loop.gaveUp.get() == 1, "gave up");
    }

    @Test
    void aFailureThatNoRetryFixesFailsTheWait() {
        Scripted loop = new Scripted();
        loop.steps.add(CompletableFuture.failedFuture(new IllegalStateException("client closed")));
        CompletableFuture<Boolean> result = loop.start(-1);
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> Await.result(result, "the failure"));
        assertEquals("client closed", e.getMessage());
    }
}
