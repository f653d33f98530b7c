package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;

/** Raw operations, zkwire against the official ZooKeeper 3.9.5 client, each on paths of its own. */
final class RawOpRows {
    /** Pipelined reads keep this many requests in flight. */
    static final int IN_FLIGHT = 1000;
    private static final byte[] DATA = new byte[64];
    private static final long REPLY_WAIT_S = 30;

    private RawOpRows() {}

    static List<Row> all() {
        return List.of(
                new Row("getDataSync", "synchronous getData of a 64-byte node", Row.Kind.LATENCY, "official",
                        "p50 ≤ 0.90×, p99 ≤ 1.0×", RawOpRows::zkwireGetData, RawOpRows::officialGetData),
                new Row("getDataPipelined", "asynchronous getData, " + IN_FLIGHT + " in flight", Row.Kind.THROUGHPUT,
                        "official", "≥ 1.20×, alloc ≤ 0.40×", RawOpRows::zkwirePipelined, RawOpRows::officialPipelined),
                new Row("createDelete", "synchronous create (persistent sequential) + delete", Row.Kind.LATENCY,
                        "official", "–", RawOpRows::zkwireCreateDelete, RawOpRows::officialCreateDelete));
    }

    private static String dataNode(ZkClient client) throws Exception {
        return client.create().creatingParentsIfNeeded().forPath(BenchServer.freshPath("data"), DATA);
    }

    private static String dataNode(ZooKeeper zk) throws Exception {
        String path = BenchServer.freshPath("data");
        Clients.createIfMissing(zk, path.substring(0, path.lastIndexOf('/')));
        return zk.create(path, DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE, org.apache.zookeeper.CreateMode.PERSISTENT);
    }

    private static Side zkwireGetData(String connect) throws Exception {
        ZkClient client = Clients.zkwire(connect);
        String path = dataNode(client);
        return Side.timed(() -> client.getData().forPath(path), client);
    }

    private static Side officialGetData(String connect) throws Exception {
        ZooKeeper zk = Clients.official(connect);
        String path = dataNode(zk);
        return Side.timed(() -> zk.getData(path, false, null), zk::close);
    }

    private static Side zkwireCreateDelete(String connect) throws Exception {
        ZkClient client = Clients.zkwire(connect);
        String scratch = client.create().creatingParentsIfNeeded().forPath(BenchServer.freshPath("scratch"));
        return Side.timed(() -> {
            String path = client.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath(scratch + "/n-", DATA);
            client.delete().forPath(path);
        }, client);
    }

    private static Side officialCreateDelete(String connect) throws Exception {
        ZooKeeper zk = Clients.official(connect);
        String scratch = BenchServer.freshPath("scratch");
        Clients.createIfMissing(zk, scratch.substring(0, scratch.lastIndexOf('/')));
        zk.create(scratch, new byte[0], ZooDefs.Ids.OPEN_ACL_UNSAFE, org.apache.zookeeper.CreateMode.PERSISTENT);
        return Side.timed(() -> {
            String path = zk.create(scratch + "/n-", DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE,
                    org.apache.zookeeper.CreateMode.PERSISTENT_SEQUENTIAL);
            zk.delete(path, -1);
        }, zk::close);
    }

    private static Side zkwirePipelined(String connect) throws Exception {
        ZkClient client = Clients.zkwire(connect);
        String path = dataNode(client);
        return pipelined(done -> client.async().getData().forPath(path).whenComplete((data, error) -> done.run()),
                client);
    }

    private static Side officialPipelined(String connect) throws Exception {
        ZooKeeper zk = Clients.official(connect);
        String path = dataNode(zk);
        return pipelined(done -> zk.getData(path, false, (rc, p, ctx, data, stat) -> done.run(), null), zk::close);
    }

    /**
     * Sends one more read whenever one of the {@link #IN_FLIGHT} outstanding ones is answered; a block ends
     * when every read it sent is answered. Reads are not timed one by one (that would allocate on both sides).
     */
    private static Side pipelined(Consumer<Runnable> send, AutoCloseable client) {
        Semaphore inFlight = new Semaphore(IN_FLIGHT);
        Runnable answered = inFlight::release;
        return new Side() {
            @Override
            public void run(long nanos, Block block) throws Exception {
                long end = System.nanoTime() + nanos;
                while (System.nanoTime() < end) {
                    awaitPermits(1);
                    send.accept(answered);
                    block.ops++;
                }
                awaitPermits(IN_FLIGHT); // every read of the block answered
                inFlight.release(IN_FLIGHT);
            }

            private void awaitPermits(int permits) throws InterruptedException {
                if (!inFlight.tryAcquire(permits, REPLY_WAIT_S, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("pipelined reads unanswered for " + REPLY_WAIT_S + " s");
                }
            }

            @Override
            public void close() throws Exception {
                client.close();
            }
        };
    }
}
