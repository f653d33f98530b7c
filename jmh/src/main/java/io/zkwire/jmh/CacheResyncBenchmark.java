// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.apache.curator.framework.CuratorFramework;
import org.apache.zookeeper.ZooKeeper;
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
 * A cache's resync after a partition. Per trial: a {@link BenchTree} of {@code nodes} leaves, loaded by the side's
 * cache through a {@link FaultProxy}. Per iteration, untimed: the proxy resets the side's connection and every
 * new one for {@code partitionMs} (the session survives: 30 s), during which another client changes 1% of the
 * leaves. One shot: the partition ends, until the cache caught up (zkwire: {@code resynced()}; Curator, which has
 * no such signal: its listener heard every change). The untimed tear-down waits until the side's requests
 * stop (500 ms without a frame towards the server), checks every change was reported, and records what the
 * side sent from the partition's end ({@link CacheCosts}: {@code resync.requests}, {@code resync.bytes}, and the
 * server's replies in {@code resync.reply.bytes}; pings included). Needs a server on 127.0.0.1.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class CacheResyncBenchmark {
    private static final long QUIET_NS = TimeUnit.MILLISECONDS.toNanos(500);

    /** The tree, the writer and the proxy between the side's client and the server. */
    @State(Scope.Benchmark)
    public static class Partition {
        @Param({"10000"})
        public int nodes;
        @Param({"10000"})
        public int partitionMs;
        /** zkwire's side only: {@code CuratorCacheBuilder.withResyncWatches()}. */
        @Param({"false"})
        public boolean resyncWatches;
        ZooKeeper writer;
        BenchTree tree;
        FaultProxy proxy;
        final AtomicLong frames = new AtomicLong();
        final AtomicLong bytes = new AtomicLong();
        final AtomicLong replyBytes = new AtomicLong();
        volatile long lastFrameNanos;
        volatile boolean counting;
        int generation;
        volatile CountDownLatch changes = new CountDownLatch(0);
        int expectedChanges;

        @Setup
        public void create(ZkServerState server) throws Exception {
            if (ZkServerState.loopbackPort < 0) {
                throw new IllegalStateException("the resync benchmark proxies a server on 127.0.0.1; "
                        + server.connectString() + " is not one: give -p connect=127.0.0.1:PORT or none");
            }
            writer = Clients.official(server.connectString());
            tree = BenchTree.create(writer, "resync", nodes);
            proxy = FaultProxy.to(ZkServerState.loopbackPort);
            proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
                if (counting) {
                    frames.incrementAndGet();
                    bytes.addAndGet(4 + body.remaining());
                    lastFrameNanos = System.nanoTime();
                }
            });
            proxy.listen(Direction.SERVER_TO_CLIENT, (frame, body) -> {
                if (counting) {
                    replyBytes.addAndGet(4 + body.remaining());
                }
            });
        }

        /** Cuts the side off, waits until it noticed, changes 1% of the leaves, lets the partition last. */
        void cut(CountDownLatch noticed) throws Exception {
            long start = System.nanoTime();
            proxy.set(Fault.resetAll());
            CacheBenchmark.await(noticed, "the side noticing the partition");
            generation++;
            expectedChanges = tree.leaves / 100;
            changes = new CountDownLatch(expectedChanges);
            int changed = tree.changeOnePercent(writer, generation);
            if (changed != expectedChanges) {
                throw new IllegalStateException(changed + " leaves changed, expected " + expectedChanges);
            }
            long end = start + TimeUnit.MILLISECONDS.toNanos(partitionMs);
            while (System.nanoTime() < end) { // the partition's length is the point: nothing to wait for
                LockSupport.parkNanos(end - System.nanoTime());
            }
            frames.set(0);
            bytes.set(0);
            replyBytes.set(0);
            lastFrameNanos = System.nanoTime();
            counting = true;
        }

        /** Waits until no request went out for 500 ms (bounded), checks the changes, records the counts. */
        void settle(String side) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(CacheBenchmark.WAIT_S);
            while (System.nanoTime() - lastFrameNanos < QUIET_NS) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(side + " still sending requests after " + CacheBenchmark.WAIT_S
                            + " s");
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(50));
            }
            counting = false;
            if (changes.getCount() != 0) {
                throw new IllegalStateException(side + " reported " + (expectedChanges - changes.getCount())
                        + " of " + expectedChanges + " changes");
            }
            CacheCosts.recordResync(frames.get(), bytes.get(), replyBytes.get());
        }

        void remove() throws Exception {
            proxy.close();
            tree.delete(writer);
            writer.close();
        }
    }

    /** zkwire: one session through the proxy, one cache loaded per trial. */
    @State(Scope.Benchmark)
    public static class Zkwire {
        ZkClient client;
        io.zkwire.recipes.cache.CuratorCache cache;
        volatile CountDownLatch stale;
        volatile CountDownLatch resynced;

        @Setup
        public void open(Partition partition) throws InterruptedException {
            client = Clients.zkwire(partition.proxy.connectString());
            CountDownLatch initialized = new CountDownLatch(1);
            var builder = io.zkwire.recipes.cache.CuratorCache.builder(client, partition.tree.root);
            cache = partition.resyncWatches ? builder.withResyncWatches().build() : builder.build();
            cache.listenable().addListener(io.zkwire.recipes.cache.CuratorCacheListener.builder()
                    .forInitialized(initialized::countDown)
                    .forChanges((old, node) -> partition.changes.countDown())
                    .forStale(() -> stale.countDown())
                    .forResynced(() -> resynced.countDown())
                    .build());
            stale = new CountDownLatch(1);
            resynced = new CountDownLatch(1);
            cache.start();
            CacheBenchmark.await(initialized, "zkwire's cache initialized");
        }

        @Setup(Level.Iteration)
        public void cut(Partition partition) throws Exception {
            stale = new CountDownLatch(1);
            resynced = new CountDownLatch(1);
            partition.cut(stale);
        }

        @TearDown(Level.Iteration)
        public void settle(Partition partition) throws InterruptedException {
            partition.settle("zkwire");
        }

        @TearDown
        public void close(Partition partition) throws Exception {
            cache.close();
            client.close();
            partition.remove();
        }
    }

    /** Curator: one session through the proxy, one cache loaded per trial. */
    @State(Scope.Benchmark)
    public static class Curator {
        CuratorFramework client;
        org.apache.curator.framework.recipes.cache.CuratorCache cache;
        volatile CountDownLatch disconnected = new CountDownLatch(1);

        @Setup
        public void open(Partition partition) throws InterruptedException {
            client = Clients.curator(partition.proxy.connectString());
            client.getConnectionStateListenable().addListener((c, state) -> {
                if (!state.isConnected()) {
                    disconnected.countDown();
                }
            });
            CountDownLatch initialized = new CountDownLatch(1);
            cache = org.apache.curator.framework.recipes.cache.CuratorCache.build(client, partition.tree.root);
            cache.listenable().addListener(org.apache.curator.framework.recipes.cache.CuratorCacheListener.builder()
                    .forInitialized(initialized::countDown)
                    .forChanges((old, node) -> partition.changes.countDown())
                    .build());
            cache.start();
            CacheBenchmark.await(initialized, "Curator's cache initialized");
        }

        @Setup(Level.Iteration)
        public void cut(Partition partition) throws Exception {
            disconnected = new CountDownLatch(1);
            partition.cut(disconnected);
        }

        @TearDown(Level.Iteration)
        public void settle(Partition partition) throws InterruptedException {
            partition.settle("Curator");
        }

        @TearDown
        public void close(Partition partition) throws Exception {
            cache.close();
            client.close();
            partition.remove();
        }
    }

    @Benchmark
    public void zkwire(Zkwire state, Partition partition) throws InterruptedException {
        partition.proxy.pass();
        CacheBenchmark.await(state.resynced, "zkwire's cache resynced");
    }

    @Benchmark
    public void curator(Curator state, Partition partition) throws InterruptedException {
        partition.proxy.pass();
        CacheBenchmark.await(partition.changes, "Curator's cache reporting every change");
    }
}
