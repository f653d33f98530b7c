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

    /** Registers or unregisters one instance of a library's type. */
    interface Registrar<I> {
        void accept(I instance) throws Exception;
    }

    /** A started provider's lookup, and what closes it. */
    record Provider(Callable<Object> lookup, Closeable closer) {}

    /**
     * One library's discovery as handles, so that the benchmarks' steps are written once for both: start it,
     * register and unregister an instance, start a provider or build a service cache of {@link #SERVICE}.
     */
    record Library<I>(Closeable discovery, Step start, Registrar<I> register, Registrar<I> unregister,
            Callable<I> instance, Callable<Provider> provider, Callable<ServiceCacheBenchmark.Cache> cache) {}

    /** zkwire's {@code io.zkwire.discovery} under {@code basePath}, not started. */
    static Library<io.zkwire.discovery.ServiceInstance<String>> zkwire(io.zkwire.client.ZkClient client,
            String basePath) {
        var discovery = io.zkwire.discovery.ServiceDiscoveryBuilder.builder(String.class).client(client)
                .basePath(basePath).build();
        return new Library<>(discovery, discovery::start, discovery::registerService, discovery::unregisterService,
                DiscoveryBenchmark::zkwireInstance,
                () -> started(discovery.serviceProviderBuilder().serviceName(SERVICE).build()),
                () -> cache(discovery.serviceCacheBuilder().name(SERVICE).build()));
    }

    /** Curator 5.9's {@code curator-x-discovery} under {@code basePath}, not started. */
    static Library<org.apache.curator.x.discovery.ServiceInstance<String>> curator(
            org.apache.curator.framework.CuratorFramework client, String basePath) {
        var discovery = org.apache.curator.x.discovery.ServiceDiscoveryBuilder.builder(String.class).client(client)
                .basePath(basePath).build();
        return new Library<>(discovery, discovery::start, discovery::registerService, discovery::unregisterService,
                DiscoveryBenchmark::curatorInstance,
                () -> started(discovery.serviceProviderBuilder().serviceName(SERVICE).build()),
                () -> cache(discovery.serviceCacheBuilder().name(SERVICE).build()));
    }

    private static Provider started(io.zkwire.discovery.ServiceProvider<String> provider) throws Exception {
        provider.start();
        return new Provider(provider::getInstance, provider);
    }

    private static Provider started(org.apache.curator.x.discovery.ServiceProvider<String> provider) throws Exception {
        provider.start();
        return new Provider(provider::getInstance, provider);
    }

    private static ServiceCacheBenchmark.Cache cache(io.zkwire.discovery.ServiceCache<String> cache) {
        return new ServiceCacheBenchmark.Cache(cache::start, () -> cache.getInstances().size(), cache);
    }

    private static ServiceCacheBenchmark.Cache cache(org.apache.curator.x.discovery.ServiceCache<String> cache) {
        return new ServiceCacheBenchmark.Cache(cache::start, () -> cache.getInstances().size(), cache);
    }

    /** One side's register + unregister cycle, its provider's lookup (when asked for), and what closes them. */
    abstract static class Side {
        Step cycle;
        Callable<Object> lookup;
        /** Closed last-opened first, before the session's own tear-down closes the client. */
        final Deque<Closeable> opened = new ArrayDeque<>();

        /** Starts the discovery and, when {@code provide}, a provider over {@link #REGISTERED} instances. */
        <I> void open(Library<I> library, boolean provide) throws Exception {
            library.start().run();
            opened.push(library.discovery());
            I instance = library.instance().call();
            cycle = () -> {
                library.register().accept(instance);
                library.unregister().accept(instance);
            };
            if (!provide) {
                return;
            }
            for (int i = 0; i < REGISTERED; i++) {
                library.register().accept(library.instance().call());
            }
            Provider provider = library.provider().call();
            opened.push(provider.closer());
            lookup = provider.lookup();
        }

        @TearDown
        public void close() throws IOException {
            while (!opened.isEmpty()) {
                opened.pop().close();
            }
        }
    }

    /** zkwire's discovery for the register cycle. */
    @State(Scope.Benchmark)
    public static class Zkwire extends Side {
        @Setup
        public void open(Sessions.Zkwire session) throws Exception {
            open(zkwire(session.client, ZkServerState.freshPath("discovery")), false);
        }
    }

    /** zkwire's provider over {@link #REGISTERED} registered instances. */
    @State(Scope.Benchmark)
    public static class ZkwireProvider extends Side {
        @Setup
        public void open(Sessions.Zkwire session) throws Exception {
            open(zkwire(session.client, ZkServerState.freshPath("discovery")), true);
            present(lookup.call(), "zkwire");
        }
    }

    /** Curator's discovery for the register cycle. */
    @State(Scope.Benchmark)
    public static class Curator extends Side {
        @Setup
        public void open(Sessions.Curator session) throws Exception {
            open(curator(session.client, ZkServerState.freshPath("discovery")), false);
        }
    }

    /** Curator's provider over {@link #REGISTERED} registered instances. */
    @State(Scope.Benchmark)
    public static class CuratorProvider extends Side {
        @Setup
        public void open(Sessions.Curator session) throws Exception {
            open(curator(session.client, ZkServerState.freshPath("discovery")), true);
            present(lookup.call(), "Curator");
        }
    }

    /**
     * The register cycle's protocol floor, on the official client: the instance's create, awaited, and its
     * delete, sent without waiting (as zkwire's unregister returns); the next create queues behind it.
     */
    @State(Scope.Benchmark)
    public static class Floor {
        org.apache.zookeeper.ZooKeeper client;
        String path;
        byte[] data;

        @Setup
        public void open(Sessions.Official session) throws Exception {
            client = session.client;
            var instance = zkwireInstance();
            String parent = ZkServerState.freshPath("discovery") + "/" + SERVICE;
            for (int slash = parent.indexOf('/', 1); slash > 0; slash = parent.indexOf('/', slash + 1)) {
                createIfMissing(parent.substring(0, slash));
            }
            createIfMissing(parent);
            path = parent + "/" + instance.getId();
            data = new io.zkwire.discovery.details.JsonInstanceSerializer<>(String.class).serialize(instance);
        }

        private void createIfMissing(String node) throws Exception {
            try {
                client.create(node, new byte[0], org.apache.zookeeper.ZooDefs.Ids.OPEN_ACL_UNSAFE,
                        org.apache.zookeeper.CreateMode.PERSISTENT);
            } catch (org.apache.zookeeper.KeeperException.NodeExistsException e) {
                // made by an earlier trial
            }
        }

        void cycle() throws Exception {
            client.create(path, data, org.apache.zookeeper.ZooDefs.Ids.OPEN_ACL_UNSAFE,
                    org.apache.zookeeper.CreateMode.EPHEMERAL);
            client.delete(path, -1, (rc, deleted, ctx) -> { }, null);
        }
    }

    @Benchmark
    public void registerFloor(Floor state) throws Exception {
        state.cycle();
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
