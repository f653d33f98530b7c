// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.io.Closeable;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
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
 * A {@code ServiceCache}'s initial load: one shot is {@code start()} of a new cache of one service with
 * {@code instances} instances (registered once per trial by a zkwire session of their own) until it returns
 * loaded. zkwire's {@code io.zkwire.discovery} against Curator 5.9's {@code curator-x-discovery}, each on its
 * own session; the untimed tear-down checks the cache holds every instance and closes it.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class ServiceCacheBenchmark {

    /** The registered instances, removed by the side's last tear-down (the server may stop before a plain one). */
    @State(Scope.Benchmark)
    public static class Instances {
        @Param({"1000"})
        public int instances;
        String basePath;
        ZkClient writer;
        io.zkwire.discovery.ServiceDiscovery<String> registrar;

        @Setup
        public void register(ZkServerState server) throws Exception {
            writer = Clients.zkwire(server.connectString());
            basePath = ZkServerState.freshPath("discovery");
            registrar = io.zkwire.discovery.ServiceDiscoveryBuilder.builder(String.class).client(writer)
                    .basePath(basePath).build();
            registrar.start();
            for (int i = 0; i < instances; i++) {
                registrar.registerService(DiscoveryBenchmark.zkwireInstance());
            }
        }

        void remove() throws Exception {
            registrar.close();
            writer.close();
        }
    }

    /** A built cache: how to start it, how many instances it holds, and what closes it. */
    record Cache(DiscoveryBenchmark.Step start, IntSupplier size, Closeable closer) {}

    /** One side's session and discovery and, per iteration, a new cache started in the timed part. */
    abstract static class Side {
        Cache cache;
        DiscoveryBenchmark.Library<?> library;
        /** Closes the side's discovery and then its session. */
        Closeable session;

        abstract String name();

        /** Starts {@code library}'s discovery on {@code client}, which the last tear-down closes after it. */
        void open(DiscoveryBenchmark.Library<?> library, Closeable client) throws Exception {
            this.library = library;
            library.start().run();
            session = () -> {
                library.discovery().close();
                client.close();
            };
        }

        @Setup(Level.Iteration)
        public void prepare() throws Exception {
            cache = library.cache().call();
        }

        @TearDown(Level.Iteration)
        public void check(Instances registered) throws Exception {
            int size = cache.size().getAsInt();
            cache.closer().close();
            if (size != registered.instances) {
                throw new IllegalStateException(name() + "'s cache holds " + size + " instances, not "
                        + registered.instances);
            }
        }

        @TearDown
        public void close(Instances registered) throws Exception {
            session.close();
            registered.remove();
        }
    }

    /** zkwire: one session and discovery; a new cache per iteration. */
    @State(Scope.Benchmark)
    public static class Zkwire extends Side {
        @Setup
        public void open(ZkServerState server, Instances registered) throws Exception {
            ZkClient client = Clients.zkwire(server.connectString());
            open(DiscoveryBenchmark.zkwire(client, registered.basePath), client::close);
        }

        @Override
        String name() {
            return "zkwire";
        }
    }

    /** Curator: one session and discovery; a new cache per iteration. */
    @State(Scope.Benchmark)
    public static class Curator extends Side {
        @Setup
        public void open(ZkServerState server, Instances registered) throws Exception {
            CuratorFramework client = Clients.curator(server.connectString());
            open(DiscoveryBenchmark.curator(client, registered.basePath), client::close);
        }

        @Override
        String name() {
            return "Curator";
        }
    }

    @Benchmark
    public void zkwire(Zkwire state) throws Exception {
        state.cache.start().run();
    }

    @Benchmark
    public void curator(Curator state) throws Exception {
        state.cache.start().run();
    }
}
