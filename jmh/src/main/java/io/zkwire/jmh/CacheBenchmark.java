// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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
 * A cache's initial load: one shot is {@code start()} of a new cache of a {@link BenchTree} of {@code nodes}
 * leaves (written once per trial) until its listener hears {@code initialized}. zkwire's
 * {@code io.zkwire.recipes.cache.CuratorCache} against Curator 5.9's {@code CuratorCache}, each on its own
 * session. The untimed tear-down checks the cache holds the whole tree, records the heap it retains per node
 * ({@link CacheCosts}) and closes it. Run with {@code -prof io.zkwire.jmh.CacheCosts} (heap) and
 * {@code -prof io.zkwire.jmh.CostPerOpProfiler} (the server's requests per load, after a warm-up iteration).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class CacheBenchmark {
    static final long WAIT_S = 300;

    /**
     * The tree both sides load, written before the first iteration and removed by the side's last tear-down
     * (JMH may stop the server's state before a plain tear-down of this one).
     */
    @State(Scope.Benchmark)
    public static class Tree {
        @Param({"10000", "100000"})
        public int nodes;
        ZooKeeper writer;
        BenchTree tree;

        @Setup
        public void create(ZkServerState server) throws Exception {
            writer = Clients.official(server.connectString());
            tree = BenchTree.create(writer, "cache", nodes);
        }

        void remove() throws Exception {
            tree.delete(writer);
            writer.close();
        }
    }

    static void await(CountDownLatch latch, String what) throws InterruptedException {
        if (!latch.await(WAIT_S, TimeUnit.SECONDS)) {
            throw new IllegalStateException(what + " not within " + WAIT_S + " s");
        }
    }

    static void checkLoaded(int size, BenchTree tree, String side) {
        if (size != tree.nodes()) {
            throw new IllegalStateException(side + "'s cache holds " + size + " nodes, the tree " + tree.nodes());
        }
    }

    /** One side's session and, per iteration, a new cache that is started in the timed part. */
    abstract static class Side {
        CountDownLatch initialized;
        long heapBefore;

        /** Builds (not starts) a cache of {@code root} whose listener runs {@code loaded} once initialized. */
        abstract void build(String root, Runnable loaded);

        abstract void startCache();

        abstract int size();

        abstract void closeCache();

        abstract String name();

        @Setup(Level.Iteration)
        public void prepare(Tree tree) {
            CountDownLatch latch = new CountDownLatch(1);
            initialized = latch;
            build(tree.tree.root, latch::countDown);
            heapBefore = CacheCosts.retainedHeap();
        }

        @TearDown(Level.Iteration)
        public void measure(Tree tree) {
            checkLoaded(size(), tree.tree, name());
            CacheCosts.recordHeap(heapBefore, tree.tree.nodes());
            closeCache();
        }

        void load() throws InterruptedException {
            startCache();
            await(initialized, name() + "'s cache initialized");
        }
    }

    /** zkwire: one session; a new cache per iteration. */
    @State(Scope.Benchmark)
    public static class Zkwire extends Side {
        ZkClient client;
        io.zkwire.recipes.cache.CuratorCache cache;

        @Setup
        public void open(ZkServerState server) throws InterruptedException {
            client = Clients.zkwire(server.connectString());
        }

        @Override
        void build(String root, Runnable loaded) {
            cache = io.zkwire.recipes.cache.CuratorCache.build(client, root);
            cache.listenable().addListener(io.zkwire.recipes.cache.CuratorCacheListener.builder()
                    .forInitialized(loaded).build());
        }

        @Override
        void startCache() {
            cache.start();
        }

        @Override
        int size() {
            return cache.size();
        }

        @Override
        void closeCache() {
            cache.close();
        }

        @Override
        String name() {
            return "zkwire";
        }

        @TearDown
        public void close(Tree tree) throws Exception {
            client.close();
            tree.remove();
        }
    }

    /** Curator: one session; a new cache per iteration. */
    @State(Scope.Benchmark)
    public static class Curator extends Side {
        CuratorFramework client;
        org.apache.curator.framework.recipes.cache.CuratorCache cache;

        @Setup
        public void open(ZkServerState server) throws InterruptedException {
            client = Clients.curator(server.connectString());
        }

        @Override
        void build(String root, Runnable loaded) {
            cache = org.apache.curator.framework.recipes.cache.CuratorCache.build(client, root);
            cache.listenable().addListener(org.apache.curator.framework.recipes.cache.CuratorCacheListener.builder()
                    .forInitialized(loaded).build());
        }

        @Override
        void startCache() {
            cache.start();
        }

        @Override
        int size() {
            return cache.size();
        }

        @Override
        void closeCache() {
            cache.close();
        }

        @Override
        String name() {
            return "Curator";
        }

        @TearDown
        public void close(Tree tree) throws Exception {
            client.close();
            tree.remove();
        }
    }

    @Benchmark
    public void zkwire(Zkwire state) throws InterruptedException {
        state.load();
    }

    @Benchmark
    public void curator(Curator state) throws InterruptedException {
        state.load();
    }
}
