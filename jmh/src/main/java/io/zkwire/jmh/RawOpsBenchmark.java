// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Raw operations, zkwire against the official ZooKeeper 3.9.5 client, each on paths of its own: synchronous
 * {@code getData} of a 64-byte node and synchronous create (persistent sequential) + delete, timed one by one;
 * asynchronous {@code getData} with {@code inFlight} requests outstanding, as throughput.
 */
public class RawOpsBenchmark extends SampledCycles {
    private static final byte[] DATA = new byte[64];
    private static final long REPLY_WAIT_S = 30;

    /** zkwire's client with a 64-byte node to read and a directory to create sequential nodes in. */
    @State(Scope.Benchmark)
    public static class ZkwireNodes {
        ZkClient client;
        String data;
        String scratch;

        @Setup
        public void open(Sessions.Zkwire session) throws Exception {
            client = session.client;
            data = client.create().creatingParentsIfNeeded().forPath(ZkServerState.freshPath("data"), DATA);
            scratch = client.create().creatingParentsIfNeeded().forPath(ZkServerState.freshPath("scratch"));
        }
    }

    /** The official client with the same nodes. */
    @State(Scope.Benchmark)
    public static class OfficialNodes {
        ZooKeeper zk;
        String data;
        String scratch;

        @Setup
        public void open(Sessions.Official session) throws Exception {
            zk = session.client;
            data = ZkServerState.freshPath("data");
            Clients.createIfMissing(zk, data.substring(0, data.lastIndexOf('/')));
            zk.create(data, DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE, org.apache.zookeeper.CreateMode.PERSISTENT);
            scratch = ZkServerState.freshPath("scratch");
            Clients.createIfMissing(zk, scratch);
        }
    }

    /** At most {@code inFlight} reads outstanding; each iteration ends with every read it sent answered. */
    @State(Scope.Benchmark)
    public static class InFlight {
        @Param({"1000"})
        public int inFlight;
        Semaphore permits;
        final Runnable answered = () -> permits.release();

        @Setup
        public void open() {
            permits = new Semaphore(inFlight);
        }

        void take(int count) throws InterruptedException {
            if (!permits.tryAcquire(count, REPLY_WAIT_S, TimeUnit.SECONDS)) {
                throw new IllegalStateException("pipelined reads unanswered for " + REPLY_WAIT_S + " s");
            }
        }

        @TearDown(Level.Iteration)
        public void drain() throws InterruptedException {
            take(inFlight);
            permits.release(inFlight);
        }
    }

    @Benchmark
    public byte[] getDataZkwire(ZkwireNodes nodes) throws Exception {
        return nodes.client.getData().forPath(nodes.data);
    }

    @Benchmark
    public byte[] getDataOfficial(OfficialNodes nodes) throws Exception {
        return nodes.zk.getData(nodes.data, false, null);
    }

    @Benchmark
    public void createDeleteZkwire(ZkwireNodes nodes) throws Exception {
        String path = nodes.client.create().withMode(io.zkwire.protocol.CreateMode.PERSISTENT_SEQUENTIAL)
                .forPath(nodes.scratch + "/n-", DATA);
        nodes.client.delete().forPath(path);
    }

    @Benchmark
    public void createDeleteOfficial(OfficialNodes nodes) throws Exception {
        String path = nodes.zk.create(nodes.scratch + "/n-", DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE,
                org.apache.zookeeper.CreateMode.PERSISTENT_SEQUENTIAL);
        nodes.zk.delete(path, -1);
    }

    /** Sends one more read once one of the outstanding ones is answered. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public void pipelinedZkwire(ZkwireNodes nodes, InFlight flight) throws Exception {
        flight.take(1);
        nodes.client.async().getData().forPath(nodes.data).whenComplete((data, error) -> flight.answered.run());
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public void pipelinedOfficial(OfficialNodes nodes, InFlight flight) throws Exception {
        flight.take(1);
        nodes.zk.getData(nodes.data, false, (rc, p, ctx, data, stat) -> flight.answered.run(), null);
    }
}
