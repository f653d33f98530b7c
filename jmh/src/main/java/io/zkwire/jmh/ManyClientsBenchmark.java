// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
 * Many clients in one JVM against one server: each iteration's set-up opens one client of the library (it
 * starts whatever the library shares), then the shot opens {@code clients - 1} more, one after another, each
 * until connected. The tear-down records what the extra clients cost ({@link ClientFootprint}: retained heap
 * and platform threads per client, connect time per client) and closes every client.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 2)
public class ManyClientsBenchmark {

    /** Clients open at once in the fork, the first included. */
    @State(Scope.Benchmark)
    public static class Fleet {
        @Param({"1000"})
        public int clients;
    }

    /** One library's open clients and the footprint baseline taken after its first. */
    abstract static class Opened<C extends AutoCloseable> {
        private final List<C> open = new ArrayList<>();
        private WaiterFootprint.Baseline before; // heap and threads after the first client

        abstract C connect(String connect) throws Exception;

        @Setup(Level.Iteration)
        public void openFirst(ZkServerState server) throws Exception {
            open.add(connect(server.connectString()));
            before = WaiterFootprint.Baseline.now();
        }

        void openRest(String connect, int clients) throws Exception {
            for (int i = 1; i < clients; i++) {
                open.add(connect(connect));
            }
        }

        @TearDown(Level.Iteration)
        public void closeAll() throws Exception {
            ClientFootprint.record(before, open.size() - 1);
            for (C client : open) {
                client.close();
            }
            open.clear();
        }
    }

    /** zkwire clients, each on the process-wide event loop it shares by default. */
    @State(Scope.Benchmark)
    public static class Zkwire extends Opened<ZkClient> {
        @Override
        ZkClient connect(String connect) throws Exception {
            return Clients.zkwire(connect);
        }
    }

    /** Curator clients, each with its own ZooKeeper client and threads. */
    @State(Scope.Benchmark)
    public static class Curator extends Opened<CuratorFramework> {
        @Override
        CuratorFramework connect(String connect) throws Exception {
            return Clients.curator(connect);
        }
    }

    @Benchmark
    public void zkwire(Zkwire state, Fleet fleet, ZkServerState server) throws Exception {
        ClientFootprint.startShot();
        state.openRest(server.connectString(), fleet.clients);
        ClientFootprint.endShot();
    }

    @Benchmark
    public void curator(Curator state, Fleet fleet, ZkServerState server) throws Exception {
        ClientFootprint.startShot();
        state.openRest(server.connectString(), fleet.clients);
        ClientFootprint.endShot();
    }
}
