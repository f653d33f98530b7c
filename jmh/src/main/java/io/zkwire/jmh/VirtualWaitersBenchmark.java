// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Waiters on virtual threads (JDK 21 or later: run the forks on one with {@code -jvm /path/to/bin/java}): the
 * queue of {@link QueueDrainBenchmark}, but each waiter a virtual thread blocked in {@code acquire()} on a lock
 * object of its own, for both libraries; every iteration queues afresh on fresh sessions. One shot times the
 * first {@code handoffs} handoffs (give {@code -opi} that number for a time per handoff). Once the queue stands,
 * the set-up records what it costs ({@link WaiterFootprint}: heap after full collections over the heap before it
 * was queued, platform threads over those before, carrier threads) and prints it; the tear-down interrupts the
 * waiters left and closes the sessions.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
public class VirtualWaitersBenchmark {
    private static final long STOP_S = 120;

    /** A library's sessions, a virtual thread per waiter, and the footprint recorded once they all wait. */
    abstract static class Waiters {
        private ExecutorService threads;

        /** Opens the holder's session and {@code sessions} waiter sessions. */
        abstract void open(String connect, int sessions) throws Exception;

        /** The holder acquires {@code path}. */
        abstract void hold(String path) throws Exception;

        abstract void releaseHolder() throws Exception;

        /** A waiter's acquire-and-release on its own lock object of {@code path} on session {@code s} (1-based). */
        abstract Relay.Step waiter(String path, int s);

        abstract int nodes(String path) throws Exception;

        abstract void closeSessions();

        @Setup(Level.Iteration)
        public void queue(ZkServerState server, QueueDrainBenchmark.Queue queue) throws Exception {
            queue.fresh();
            open(server.connectString(), queue.sessions);
            hold(queue.path);
            WaiterFootprint.Baseline before = WaiterFootprint.Baseline.now();
            threads = virtualThreadPerTask();
            CountDownLatch drained = queue.drained;
            for (int w = 0; w < queue.waiters; w++) {
                Relay.Step waiter = waiter(queue.path, 1 + w % queue.sessions);
                threads.execute(() -> {
                    try {
                        waiter.run();
                        drained.countDown();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt(); // stopped by the tear-down: the shot is over
                    } catch (Exception e) {
                        if (!threads.isShutdown()) {
                            throw new IllegalStateException("a virtual-thread waiter failed", e);
                        }
                    }
                });
            }
            String path = queue.path;
            queue.awaitQueued(() -> nodes(path));
            WaiterFootprint.record(before);
            System.out.printf(Locale.ROOT, "%n%d waiters queued on virtual threads%n", queue.waiters);
            CostPerOpProfiler.markIterationStart(); // after the footprint's full collections
        }

        @TearDown(Level.Iteration)
        public void stop() throws InterruptedException {
            CostPerOpProfiler.markIterationEnd();
            threads.shutdownNow();
            boolean stopped = threads.awaitTermination(STOP_S, TimeUnit.SECONDS);
            closeSessions();
            if (!stopped) {
                throw new IllegalStateException("waiters still running " + STOP_S + " s after their interrupt");
            }
        }
    }

    /** zkwire: a holder session, {@code sessions} waiter sessions, a lock object per waiter. */
    @State(Scope.Benchmark)
    public static class Zkwire extends Waiters {
        private final List<ZkClient> clients = new ArrayList<>();
        private io.zkwire.recipes.locks.InterProcessMutex holder;

        @Override
        void open(String connect, int sessions) throws Exception {
            for (int i = 0; i <= sessions; i++) {
                clients.add(Clients.zkwire(connect));
            }
        }

        @Override
        void hold(String path) throws Exception {
            holder = new io.zkwire.recipes.locks.InterProcessMutex(clients.get(0), path);
            holder.acquire();
        }

        @Override
        void releaseHolder() throws Exception {
            holder.release();
        }

        @Override
        Relay.Step waiter(String path, int s) {
            var lock = new io.zkwire.recipes.locks.InterProcessMutex(clients.get(s), path);
            return () -> {
                lock.acquire();
                lock.release();
            };
        }

        @Override
        int nodes(String path) throws Exception {
            return clients.get(0).checkExists().forPath(path).numChildren();
        }

        @Override
        void closeSessions() {
            clients.forEach(ZkClient::close);
            clients.clear();
        }
    }

    /** Curator: a holder session, {@code sessions} waiter sessions, a lock object per waiter. */
    @State(Scope.Benchmark)
    public static class Curator extends Waiters {
        private final List<CuratorFramework> clients = new ArrayList<>();
        private org.apache.curator.framework.recipes.locks.InterProcessMutex holder;

        @Override
        void open(String connect, int sessions) throws Exception {
            for (int i = 0; i <= sessions; i++) {
                clients.add(Clients.curator(connect));
            }
        }

        @Override
        void hold(String path) throws Exception {
            holder = new org.apache.curator.framework.recipes.locks.InterProcessMutex(clients.get(0), path);
            holder.acquire();
        }

        @Override
        void releaseHolder() throws Exception {
            holder.release();
        }

        @Override
        Relay.Step waiter(String path, int s) {
            var lock = new org.apache.curator.framework.recipes.locks.InterProcessMutex(clients.get(s), path);
            return () -> {
                lock.acquire();
                lock.release();
            };
        }

        @Override
        int nodes(String path) throws Exception {
            return clients.get(0).checkExists().forPath(path).getNumChildren();
        }

        @Override
        void closeSessions() {
            clients.forEach(CuratorFramework::close);
            clients.clear();
        }
    }

    @Benchmark
    public void zkwire(Zkwire state, QueueDrainBenchmark.Queue queue) throws Exception {
        state.releaseHolder();
        queue.awaitDrained();
    }

    @Benchmark
    public void curator(Curator state, QueueDrainBenchmark.Queue queue) throws Exception {
        state.releaseHolder();
        queue.awaitDrained();
    }

    private static ExecutorService virtualThreadPerTask() {
        try {
            return (ExecutorService) Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("virtual threads need JDK 21 or later; this fork runs "
                    + Runtime.version() + ": run it on a newer one with -jvm /path/to/jdk/bin/java", e);
        }
    }
}
