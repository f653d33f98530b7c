// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
 * object of its own, for both libraries. One operation is the whole drain. Once the queue stands, each
 * iteration prints what it costs (heap after a full GC over the heap before it was queued, and the JVM's
 * platform threads, carriers included, over those before), as JMH shows a benchmark's own output.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2)
@Measurement(iterations = 3)
public class VirtualWaitersBenchmark {

    /** Virtual threads, one per waiter, and the footprint printed once they all wait. */
    abstract static class Waiters {
        private ExecutorService threads;
        private long heapBefore;
        private int platformBefore;

        void start(QueueDrainBenchmark.Queue queue) {
            queue.fresh();
            heapBefore = usedHeapAfterGc();
            platformBefore = ManagementFactory.getThreadMXBean().getThreadCount();
            threads = virtualThreadPerTask();
        }

        void submit(QueueDrainBenchmark.Queue queue, QueueDrainBenchmark.Count nodes, Relay.Step... waiters)
                throws Exception {
            for (Relay.Step waiter : waiters) {
                threads.execute(() -> {
                    try {
                        waiter.run();
                        queue.drained.countDown();
                    } catch (Exception e) {
                        throw new IllegalStateException("a virtual-thread waiter failed", e);
                    }
                });
            }
            queue.awaitQueued(nodes);
            System.out.printf(Locale.ROOT, "%n%d waiters queued on virtual threads: heap +%.1f MB, platform threads +%d%n",
                    queue.waiters, (usedHeapAfterGc() - heapBefore) / (1024.0 * 1024.0),
                    ManagementFactory.getThreadMXBean().getThreadCount() - platformBefore);
        }

        @TearDown(Level.Iteration)
        public void stopThreads() throws InterruptedException {
            threads.shutdown();
            threads.awaitTermination(60, TimeUnit.SECONDS);
        }
    }

    /** zkwire: a holder session, {@code sessions} waiter sessions, a lock object per waiter. */
    @State(Scope.Benchmark)
    public static class Zkwire extends Waiters {
        private final List<ZkClient> clients = new ArrayList<>();
        private io.zkwire.recipes.locks.InterProcessMutex holder;

        @Setup
        public void open(ZkServerState server, QueueDrainBenchmark.Queue queue) throws InterruptedException {
            for (int i = 0; i <= queue.sessions; i++) {
                clients.add(Clients.zkwire(server.connectString()));
            }
        }

        @Setup(Level.Iteration)
        public void queue(QueueDrainBenchmark.Queue queue) throws Exception {
            start(queue);
            holder = new io.zkwire.recipes.locks.InterProcessMutex(clients.get(0), queue.path);
            holder.acquire();
            Relay.Step[] waiters = new Relay.Step[queue.waiters];
            for (int w = 0; w < queue.waiters; w++) {
                var lock = new io.zkwire.recipes.locks.InterProcessMutex(clients.get(1 + w % queue.sessions), queue.path);
                waiters[w] = () -> {
                    lock.acquire();
                    lock.release();
                };
            }
            ZkClient reader = clients.get(0);
            submit(queue, () -> reader.checkExists().forPath(queue.path).numChildren(), waiters);
        }

        @TearDown
        public void close() {
            clients.forEach(ZkClient::close);
        }
    }

    /** Curator: a holder session, {@code sessions} waiter sessions, a lock object per waiter. */
    @State(Scope.Benchmark)
    public static class Curator extends Waiters {
        private final List<CuratorFramework> clients = new ArrayList<>();
        private org.apache.curator.framework.recipes.locks.InterProcessMutex holder;

        @Setup
        public void open(ZkServerState server, QueueDrainBenchmark.Queue queue) throws InterruptedException {
            for (int i = 0; i <= queue.sessions; i++) {
                clients.add(Clients.curator(server.connectString()));
            }
        }

        @Setup(Level.Iteration)
        public void queue(QueueDrainBenchmark.Queue queue) throws Exception {
            start(queue);
            holder = new org.apache.curator.framework.recipes.locks.InterProcessMutex(clients.get(0), queue.path);
            holder.acquire();
            Relay.Step[] waiters = new Relay.Step[queue.waiters];
            for (int w = 0; w < queue.waiters; w++) {
                var lock = new org.apache.curator.framework.recipes.locks.InterProcessMutex(
                        clients.get(1 + w % queue.sessions), queue.path);
                waiters[w] = () -> {
                    lock.acquire();
                    lock.release();
                };
            }
            CuratorFramework reader = clients.get(0);
            submit(queue, () -> reader.checkExists().forPath(queue.path).getNumChildren(), waiters);
        }

        @TearDown
        public void close() {
            clients.forEach(CuratorFramework::close);
        }
    }

    @Benchmark
    public void zkwire(Zkwire state, QueueDrainBenchmark.Queue queue) throws Exception {
        state.holder.release();
        queue.awaitDrained();
    }

    @Benchmark
    public void curator(Curator state, QueueDrainBenchmark.Queue queue) throws Exception {
        state.holder.release();
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

    private static long usedHeapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
