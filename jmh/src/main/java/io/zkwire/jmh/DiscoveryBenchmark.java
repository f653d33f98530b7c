// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

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

    static <T> T present(T instance, String side) {
        if (instance == null) {
            throw new IllegalStateException(side + "'s provider found no instance of " + SERVICE);
        }
        return instance;
    }

    /** zkwire's discovery, the instance to register, and (when asked) a provider over registered instances. */
    abstract static class ZkwireSide {
        io.zkwire.discovery.ServiceDiscovery<String> discovery;
        io.zkwire.discovery.ServiceInstance<String> instance;
        io.zkwire.discovery.ServiceProvider<String> provider;

        void open(io.zkwire.client.ZkClient client, boolean provide) throws Exception {
            discovery = io.zkwire.discovery.ServiceDiscoveryBuilder.builder(String.class).client(client)
                    .basePath(ZkServerState.freshPath("discovery")).build();
            discovery.start();
            instance = instance();
            if (provide) {
                startProvider();
            }
        }

        static io.zkwire.discovery.ServiceInstance<String> instance() throws Exception {
            return io.zkwire.discovery.ServiceInstance.<String>builder().name(SERVICE).address("127.0.0.1")
                    .port(8080).payload("eu-west").build();
        }

        void startProvider() throws Exception {
            for (int i = 0; i < REGISTERED; i++) {
                discovery.registerService(instance());
            }
            provider = discovery.serviceProviderBuilder().serviceName(SERVICE).build();
            provider.start();
            present(provider.getInstance(), "zkwire");
        }

        @TearDown
        public void close() throws Exception {
            if (provider != null) {
                provider.close();
            }
            discovery.close();
        }
    }

    /** zkwire: a discovery and the instance the register method registers. */
    @State(Scope.Benchmark)
    public static class Zkwire extends ZkwireSide {
        @Setup
        public void open(Sessions.Zkwire session) throws Exception {
            open(session.client, false);
        }
    }

    /** zkwire: a provider over {@link #REGISTERED} registered instances. */
    @State(Scope.Benchmark)
    public static class ZkwireProvider extends ZkwireSide {
        @Setup
        public void open(Sessions.Zkwire session) throws Exception {
            open(session.client, true);
        }
    }

    /** Curator's discovery, the instance to register, and (when asked) a provider over registered instances. */
    abstract static class CuratorSide {
        org.apache.curator.x.discovery.ServiceDiscovery<String> discovery;
        org.apache.curator.x.discovery.ServiceInstance<String> instance;
        org.apache.curator.x.discovery.ServiceProvider<String> provider;

        void open(org.apache.curator.framework.CuratorFramework client, boolean provide) throws Exception {
            discovery = org.apache.curator.x.discovery.ServiceDiscoveryBuilder.builder(String.class)
                    .client(client).basePath(ZkServerState.freshPath("discovery")).build();
            discovery.start();
            instance = instance();
            if (provide) {
                startProvider();
            }
        }

        static org.apache.curator.x.discovery.ServiceInstance<String> instance() throws Exception {
            return org.apache.curator.x.discovery.ServiceInstance.<String>builder().name(SERVICE)
                    .address("127.0.0.1").port(8080).payload("eu-west").build();
        }

        void startProvider() throws Exception {
            for (int i = 0; i < REGISTERED; i++) {
                discovery.registerService(instance());
            }
            provider = discovery.serviceProviderBuilder().serviceName(SERVICE).build();
            provider.start();
            present(provider.getInstance(), "Curator");
        }

        @TearDown
        public void close() throws Exception {
            if (provider != null) {
                provider.close();
            }
            discovery.close();
        }
    }

    /** Curator: a discovery and the instance the register method registers. */
    @State(Scope.Benchmark)
    public static class Curator extends CuratorSide {
        @Setup
        public void open(Sessions.Curator session) throws Exception {
            open(session.client, false);
        }
    }

    /** Curator: a provider over {@link #REGISTERED} registered instances. */
    @State(Scope.Benchmark)
    public static class CuratorProvider extends CuratorSide {
        @Setup
        public void open(Sessions.Curator session) throws Exception {
            open(session.client, true);
        }
    }

    @Benchmark
    public void registerZkwire(Zkwire state) throws Exception {
        state.discovery.registerService(state.instance);
        state.discovery.unregisterService(state.instance);
    }

    @Benchmark
    public void registerCurator(Curator state) throws Exception {
        state.discovery.registerService(state.instance);
        state.discovery.unregisterService(state.instance);
    }

    @Benchmark
    public Object lookupZkwire(ZkwireProvider state) throws Exception {
        return present(state.provider.getInstance(), "zkwire");
    }

    @Benchmark
    public Object lookupCurator(CuratorProvider state) throws Exception {
        return present(state.provider.getInstance(), "Curator");
    }
}
