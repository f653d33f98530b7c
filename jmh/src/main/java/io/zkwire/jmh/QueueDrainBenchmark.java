// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.Acquisition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.apache.curator.framework.CuratorFramework;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A queue drained: {@code waiters} waiters queued on one held mutex across {@code sessions} sessions (set up
 * untimed, every iteration on a fresh path and with fresh sessions), then the holder releases and each waiter,
 * once granted, releases at once. One shot times the first {@code handoffs} handoffs of the drain (all of them
 * where the queue is shorter): run it with {@code -opi} set to that number and times, allocation and
 * {@link CostPerOpProfiler}'s requests and bytes come out per handoff, each with about {@code waiters} waiters
 * queued behind it. The queue's set-up and the tear-down of what is left of it (its sessions closed) are not
 * counted. zkwire queues its waiters as {@code acquireAsync()} on one lock object per session; Curator, which has
 * no asynchronous acquire, as one thread each blocked in {@code acquire()} on its session's lock object (every
 * release wakes all of that object's threads, and each lists the lock's children again).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
public class QueueDrainBenchmark {
    private static final long WAIT_S = 120;
    private static final Duration QUIET = Duration.ofMillis(200);

    /** The queue's shape and the sessions of both libraries' waiters. */
    @State(Scope.Benchmark)
    public static class Queue {
        @Param({"10", "100", "1000", "10000"})
        public int waiters;
        @Param({"10"})
        public int sessions;
        /** Handoffs timed per shot: the first this many of the drain (a long queue's full drain is minutes). */
        @Param({"100"})
        public int handoffs;
        String path;
        CountDownLatch drained;

        void fresh() {
            path = ZkServerState.freshPath("drain");
            drained = new CountDownLatch(timed());
        }

        /** The handoffs one shot times. */
        int timed() {
            return Math.min(handoffs, waiters);
        }

        /**
         * Waits until the holder's node and every waiter's are under the lock path and the server has gone quiet
         * (the last waiters set their watches after their nodes show), then starts the count.
         */
        void awaitQueued(Count nodes) throws Exception {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_S);
            while (nodes.get() < waiters + 1) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(nodes.get() + " of " + (waiters + 1) + " nodes queued after "
                            + WAIT_S + " s");
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
            }
            CostPerOpProfiler.awaitServerQuiet(QUIET, Duration.ofSeconds(WAIT_S));
            CostPerOpProfiler.markIterationStart();
        }

        void awaitDrained() throws InterruptedException {
            if (!drained.await(WAIT_S, TimeUnit.SECONDS)) {
                throw new IllegalStateException(drained.getCount() + " of " + timed() + " handoffs not made after "
                        + WAIT_S + " s");
            }
        }
    }

    /** Counts the lock's nodes. */
    interface Count {
        int get() throws Exception;
    }

    /** zkwire: a holder session, and {@code sessions} sessions of asynchronous waiters. */
    @State(Scope.Benchmark)
    public static class Zkwire {
        private final List<ZkClient> clients = new ArrayList<>();
        private Acquisition held;

        @Setup(Level.Iteration)
        public void queue(ZkServerState server, Queue queue) throws Exception {
            queue.fresh();
            for (int i = 0; i <= queue.sessions; i++) {
                clients.add(Clients.zkwire(server.connectString()));
            }
            ZkClient holder = clients.get(0);
            held = new io.zkwire.recipes.locks.InterProcessMutex(holder, queue.path).acquireAsync()
                    .get(WAIT_S, TimeUnit.SECONDS);
            CountDownLatch drained = queue.drained;
            for (int s = 1; s <= queue.sessions; s++) {
                var lock = new io.zkwire.recipes.locks.InterProcessMutex(clients.get(s), queue.path);
                for (int w = s - 1; w < queue.waiters; w += queue.sessions) {
                    lock.acquireAsync().thenCompose(Acquisition::releaseAsync)
                            .thenRun(drained::countDown);
                }
            }
            queue.awaitQueued(() -> holder.checkExists().forPath(queue.path).numChildren());
        }

        void drain(Queue queue) throws Exception {
            held.releaseAsync();
            queue.awaitDrained();
        }

        /** Closing the sessions ends the waiters left in the queue (the server drops their nodes). */
        @TearDown(Level.Iteration)
        public void close() {
            CostPerOpProfiler.markIterationEnd();
            clients.forEach(ZkClient::close);
            clients.clear();
        }
    }

    /** Curator: a holder session, and {@code sessions} sessions with one blocked thread per waiter. */
    @State(Scope.Benchmark)
    public static class Curator {
        private final List<CuratorFramework> clients = new ArrayList<>();
        private final List<Thread> threads = new ArrayList<>();
        private org.apache.curator.framework.recipes.locks.InterProcessMutex holder;
        private volatile boolean stopping;

        @Setup(Level.Iteration)
        public void queue(ZkServerState server, Queue queue) throws Exception {
            queue.fresh();
            stopping = false;
            for (int i = 0; i <= queue.sessions; i++) {
                clients.add(Clients.curator(server.connectString()));
            }
            holder = new org.apache.curator.framework.recipes.locks.InterProcessMutex(clients.get(0), queue.path);
            holder.acquire();
            CountDownLatch drained = queue.drained;
            for (int s = 1; s <= queue.sessions; s++) {
                var lock = new org.apache.curator.framework.recipes.locks.InterProcessMutex(clients.get(s), queue.path);
                for (int w = s - 1; w < queue.waiters; w += queue.sessions) {
                    Thread waiter = new Thread(() -> {
                        try {
                            lock.acquire();
                            lock.release();
                            drained.countDown();
                        } catch (Exception e) {
                            if (!stopping) {
                                throw new IllegalStateException("a Curator waiter failed", e);
                            }
                        }
                    }, "bench-drain-waiter");
                    waiter.setDaemon(true);
                    threads.add(waiter);
                    waiter.start();
                }
            }
            CuratorFramework reader = clients.get(0);
            queue.awaitQueued(() -> reader.checkExists().forPath(queue.path).getNumChildren());
        }

        void drain(Queue queue) throws Exception {
            holder.release();
            queue.awaitDrained();
        }

        /** The waiters left in the queue are interrupted (Curator's acquire then deletes their nodes) and joined. */
        @TearDown(Level.Iteration)
        public void stopWaiters() throws InterruptedException {
            CostPerOpProfiler.markIterationEnd();
            stopping = true;
            threads.forEach(Thread::interrupt);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT_S);
            for (Thread t : threads) {
                t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            }
            threads.clear();
            clients.forEach(CuratorFramework::close);
            clients.clear();
        }
    }

    @Benchmark
    public void zkwire(Zkwire state, Queue queue) throws Exception {
        state.drain(queue);
    }

    @Benchmark
    public void curator(Curator state, Queue queue) throws Exception {
        state.drain(queue);
    }
}
