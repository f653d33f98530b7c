// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.io.Closeable;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Service discovery: zkwire's {@code io.zkwire.discovery} against Curator 5.9's {@code curator-x-discovery},
 * each under a base path of its own. {@code registerZkwire}/{@code registerCurator}: one instance registered
 * and unregistered. {@code lookupZkwire}/{@code lookupCurator}: a started {@code ServiceProvider}'s
 * {@code getInstance()} among {@link #REGISTERED} instances, answered from its cache (no request).
 */
public class DiscoveryBenchmark extends SampledCycles {
    static final String SERVICE = "bench";
    /** Instances the lookup methods choose among. */
    static final int REGISTERED = 3;

    /** A step that may throw, as the libraries' calls do. */
    interface Step {
        void run() throws Exception;
    }

    static Object present(Object instance, String side) {
        if (instance == null) {
            throw new IllegalStateException(side + "'s provider found no instance of " + SERVICE);
        }
        return instance;
    }

    static io.zkwire.discovery.ServiceInstance<String> zkwireInstance() throws Exception {
        return io.zkwire.discovery.ServiceInstance.<String>builder().name(SERVICE).address("127.0.0.1")
                .port(8080).payload("eu-west").build();
    }

    static org.apache.curator.x.discovery.ServiceInstance<String> curatorInstance() throws Exception {
        return org.apache.curator.x.discovery.ServiceInstance.<String>builder().name(SERVICE)
                .address("127.0.0.1").port(8080).payload("eu-west").build();
    }

    /** One side's register + unregister cycle, its provider's lookup (when asked for), and what closes them. */
    abstract static class Side {
        Step cycle;
        Callable<Object> lookup;
        /** Closed last-opened first, before the session's own tear-down closes the client. */
        final Deque<Closeable> opened = new ArrayDeque<>();

        @TearDown
        public void close() throws IOException {
            while (!opened.isEmpty()) {
                opened.pop().close();
            }
        }
    }

    /** zkwire: a started discovery and, when {@code provide}, a provider over {@link #REGISTERED} instances. */
    static class ZkwireSide extends Side {
        void open(io.zkwire.client.ZkClient client, boolean provide) throws Exception {
            var discovery = io.zkwire.discovery.ServiceDiscoveryBuilder.builder(String.class).client(client)
                    .basePath(ZkServerState.freshPath("discovery")).build();
            discovery.start();
            opened.push(discovery);
            var instance = zkwireInstance();
            cycle = () -> {
                discovery.registerService(instance);
                discovery.unregisterService(instance);
            };
            if (!provide) {
                return;
            }
            for (int i = 0; i < REGISTERED; i++) {
                discovery.registerService(zkwireInstance());
            }
            var provider = discovery.serviceProviderBuilder().serviceName(SERVICE).build();
            provider.start();
            opened.push(provider);
            lookup = provider::getInstance;
        }
    }

    /** Curator: a started discovery and, when {@code provide}, a provider over {@link #REGISTERED} instances. */
    static class CuratorSide extends Side {
        void open(org.apache.curator.framework.CuratorFramework client, boolean provide) throws Exception {
            var discovery = org.apache.curator.x.discovery.ServiceDiscoveryBuilder.builder(String.class)
                    .client(client).basePath(ZkServerState.freshPath("discovery")).build();
            discovery.start();
            opened.push(discovery);
            var instance = curatorInstance();
            cycle = () -> {
                discovery.registerService(instance);
                discovery.unregisterService(instance);
            };
            if (!provide) {
                return;
            }
            for (int i = 0; i < REGISTERED; i++) {
                discovery.registerService(curatorInstance());
            }
            var provider = discovery.serviceProviderBuilder().serviceName(SERVICE).build();
            provider.start();
            opened.push(provider);
            lookup = provider::getInstance;
        }
    }

    /** zkwire's discovery for the register cycle. */
    @State(Scope.Benchmark)
    public static class Zkwire extends ZkwireSide {
        @Setup
        public void open(Sessions.Zkwire session) throws Exception {
            open(session.client, false);
        }
    }

    /** zkwire's provider over {@link #REGISTERED} registered instances. */
    @State(Scope.Benchmark)
    public static class ZkwireProvider extends ZkwireSide {
        @Setup
        public void open(Sessions.Zkwire session) throws Exception {
            open(session.client, true);
            present(lookup.call(), "zkwire");
        }
    }

    /** Curator's discovery for the register cycle. */
    @State(Scope.Benchmark)
    public static class Curator extends CuratorSide {
        @Setup
        public void open(Sessions.Curator session) throws Exception {
            open(session.client, false);
        }
    }

    /** Curator's provider over {@link #REGISTERED} registered instances. */
    @State(Scope.Benchmark)
    public static class CuratorProvider extends CuratorSide {
        @Setup
        public void open(Sessions.Curator session) throws Exception {
            open(session.client, true);
            present(lookup.call(), "Curator");
        }
    }

    @Benchmark
    public void registerZkwire(Zkwire state) throws Exception {
        state.cycle.run();
    }

    @Benchmark
    public void registerCurator(Curator state) throws Exception {
        state.cycle.run();
    }

    @Benchmark
    public Object lookupZkwire(ZkwireProvider state) throws Exception {
        return present(state.lookup.call(), "zkwire");
    }

    @Benchmark
    public Object lookupCurator(CuratorProvider state) throws Exception {
        return present(state.lookup.call(), "Curator");
    }
}
