package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;
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
 * Raw operations, zkwire against the official ZooKeeper client, on the same server. Methods come in
 * pairs {@code <op>_zkwire} / {@code <op>_official}; the results table divides one by the other.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RawOpsBenchmark {
    /** Async pipelined reads keep this many requests in flight. */
    static final int IN_FLIGHT = 1000;
    private static final byte[] DATA = new byte[64];

    private ZkClient zkwire;
    private ZooKeeper official;
    private String dataPath;
    private String scratchPath;
    private Semaphore inFlight;

    @Setup(Level.Trial)
    public void connect() throws Exception {
        zkwire = Clients.zkwire();
        official = Clients.official();
        dataPath = zkwire.create().creatingParentsIfNeeded().forPath(BenchServer.freshPath("data"), DATA);
        scratchPath = BenchServer.freshPath("scratch");
        zkwire.create().creatingParentsIfNeeded().forPath(scratchPath);
        inFlight = new Semaphore(IN_FLIGHT);
    }

    @TearDown(Level.Trial)
    public void close() throws Exception {
        inFlight.acquire(IN_FLIGHT); // drain: no reply may arrive after the clients are closed
        zkwire.delete().deletingChildrenIfNeeded().forPath(scratchPath);
        zkwire.delete().forPath(dataPath);
        zkwire.close();
        official.close();
    }

    @Benchmark
    public byte[] getDataSync_zkwire() throws Exception {
        return zkwire.getData().forPath(dataPath);
    }

    @Benchmark
    public byte[] getDataSync_official() throws Exception {
        return official.getData(dataPath, false, null);
    }

    @Benchmark
    public void createDeleteSync_zkwire() throws Exception {
        String path = zkwire.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath(scratchPath + "/n-", DATA);
        zkwire.delete().forPath(path);
    }

    @Benchmark
    public void createDeleteSync_official() throws Exception {
        String path = official.create(scratchPath + "/n-", DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE,
                org.apache.zookeeper.CreateMode.PERSISTENT_SEQUENTIAL);
        official.delete(path, -1);
    }

    /** One more read sent as soon as one of the {@link #IN_FLIGHT} outstanding ones is answered. */
    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public void getDataPipelined_zkwire() throws InterruptedException {
        inFlight.acquire();
        zkwire.async().getData().forPath(dataPath).whenComplete((data, error) -> inFlight.release());
    }

    @Benchmark
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public void getDataPipelined_official() throws InterruptedException {
        inFlight.acquire();
        official.getData(dataPath, false, (rc, path, ctx, data, stat) -> inFlight.release(), null);
    }
}
