package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.testkit.Polling;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Scale: 10,000 pending asynchronous acquisitions of one mutex in one JVM, through one lock object (its
 * waiters share one listing of the lock directory per change instead of one each). The score is the time until
 * all of them are queued on the server; the counters are what they cost while pending: heap (after a
 * full GC, over the baseline before the client existed) and threads (over the same baseline). Curator
 * has no asynchronous acquire (it would park 10,000 threads), so this row has no anchor.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@State(Scope.Benchmark)
public class AsyncWaitersBenchmark {
    static final int WAITERS = 10_000;
    private static final long QUEUE_LIMIT_MS = 120_000;

    /**
     * Reported next to the score. JMH sums EVENTS counters over the iterations; the results table shows
     * their mean per iteration, i.e. the cost of one set of 10,000 waiters.
     */
    @AuxCounters(AuxCounters.Type.EVENTS)
    @State(Scope.Thread)
    public static class Cost {
        public double heapMB;
        public double threads;
    }

    private long baselineHeap;
    private int baselineThreads;
    private ZkClient holderSession;
    private ZkClient waiterSession;
    private Acquisition held;
    private String path;
    private final List<CompletableFuture<Acquisition>> waiters = new ArrayList<>(WAITERS);

    @Setup(Level.Iteration)
    public void holdTheLock() throws Exception {
        baselineHeap = usedHeapAfterGc();
        baselineThreads = ManagementFactory.getThreadMXBean().getThreadCount();
        path = BenchServer.freshPath("waiters");
        holderSession = Clients.zkwire();
        waiterSession = Clients.zkwire();
        held = new InterProcessMutex(holderSession, path).acquireAsync().get(30, TimeUnit.SECONDS);
    }

    @Benchmark
    public void queueTenThousandWaiters(Cost cost) throws Exception {
        InterProcessMutex lock = new InterProcessMutex(waiterSession, path);
        for (int i = 0; i < WAITERS; i++) {
            waiters.add(lock.acquireAsync());
        }
        awaitQueued();
        cost.heapMB = (usedHeapAfterGc() - baselineHeap) / (1024.0 * 1024.0);
        cost.threads = ManagementFactory.getThreadMXBean().getThreadCount() - baselineThreads;
        for (CompletableFuture<Acquisition> waiter : waiters) {
            if (waiter.isDone()) {
                throw new IllegalStateException("a waiter got the lock while it was held: " + waiter.join().nodePath());
            }
        }
    }

    /** Closing the sessions removes every node; the server does the clean-up, not 10,000 deletes. */
    @TearDown(Level.Iteration)
    public void close() throws Exception {
        held.releaseAsync();
        waiterSession.close();
        holderSession.close();
        waiters.clear();
    }

    /** Until the server lists every waiter's node (bounded): then all of them are pending. */
    private void awaitQueued() {
        Polling.until(Duration.ofMillis(QUEUE_LIMIT_MS), "the " + WAITERS + " waiters to be queued",
                () -> queued() >= WAITERS + 1, () -> queued() + " nodes under " + path);
    }

    private int queued() {
        try {
            return waiterSession.checkExists().forPath(path).numChildren();
        } catch (Exception e) {
            throw new IllegalStateException("cannot count the waiters under " + path, e);
        }
    }

    private static long usedHeapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
