package io.zkwire.jmh.paired;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.testkit.internal.Polling;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Scale: 10,000 pending asynchronous acquisitions of one mutex in one JVM, through one lock object (its
 * waiters share one listing of the lock directory per change). Measured: the time until all of them are
 * queued on the server, and what they cost while pending: heap (after a full GC, over the baseline before
 * the clients existed) and threads (over the same baseline). Curator has no asynchronous acquire (it would
 * park 10,000 threads), so this row has no anchor.
 */
final class AsyncWaiters {
    static final int WAITERS = 10_000;
    static final String TARGET = "≤ 64 MB heap, ≤ 8 threads";
    private static final Duration QUEUE_LIMIT = Duration.ofSeconds(120);

    /** One round's cost. */
    record Cost(double queueMillis, double heapMB, double threads) {}

    private AsyncWaiters() {}

    static Cost measure(String connect) throws Exception {
        long baselineHeap = usedHeapAfterGc();
        int baselineThreads = ManagementFactory.getThreadMXBean().getThreadCount();
        String path = io.zkwire.jmh.ZkServerState.freshPath("waiters");
        List<CompletableFuture<Acquisition>> waiters = new ArrayList<>(WAITERS);
        try (ZkClient holderSession = io.zkwire.jmh.Clients.zkwire(connect); ZkClient waiterSession = io.zkwire.jmh.Clients.zkwire(connect)) {
            Acquisition held = new InterProcessMutex(holderSession, path).acquireAsync().get(30, TimeUnit.SECONDS);
            long start = System.nanoTime();
            InterProcessMutex lock = new InterProcessMutex(waiterSession, path);
            for (int i = 0; i < WAITERS; i++) {
                waiters.add(lock.acquireAsync());
            }
            Polling.until(QUEUE_LIMIT, "the " + WAITERS + " waiters to be queued",
                    () -> queued(waiterSession, path) >= WAITERS + 1,
                    () -> queued(waiterSession, path) + " nodes under " + path);
            double queueMillis = (System.nanoTime() - start) / 1e6;
            Cost cost = new Cost(queueMillis, (usedHeapAfterGc() - baselineHeap) / (1024.0 * 1024.0),
                    ManagementFactory.getThreadMXBean().getThreadCount() - baselineThreads);
            for (CompletableFuture<Acquisition> waiter : waiters) {
                if (waiter.isDone()) {
                    throw new IllegalStateException("a waiter got the lock while it was held: "
                            + waiter.join().nodePath());
                }
            }
            held.releaseAsync(); // closing the sessions removes every node: the server cleans up, not 10,000 deletes
            return cost;
        }
    }

    private static int queued(ZkClient session, String path) {
        try {
            return session.checkExists().forPath(path).numChildren();
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
