// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Handoff latency of a mutex: from the holder's {@code release()} call to the return of {@code acquire()} in the
 * one waiter queued behind it (another thread, another session; see {@link Relay}), zkwire, Curator 5.9, and
 * the protocol floor: the holder's delete (not awaited) and the waiter's watch notification, nothing else.
 * Each handoff is prepared untimed ({@code Level.Invocation}): the holder takes the lock, the waiter queues.
 */
public class HandoffLatencyBenchmark extends SampledCycles {

    /** What every side's state does: prepare each handoff untimed, and close the relay and its clients. */
    public abstract static class RelayState {
        Relay relay;
        private final List<AutoCloseable> clients = new ArrayList<>();

        /** Clients to close after the relay, in the order given. */
        void closeAfterRelay(AutoCloseable... resources) {
            clients.addAll(List.of(resources));
        }

        @Setup(Level.Invocation)
        public void prepare() throws Exception {
            relay.prepare();
        }

        @TearDown
        public void close() throws Exception {
            relay.close();
            for (AutoCloseable client : clients) {
                client.close();
            }
        }
    }

    /** zkwire: holder and waiter each with a session and a lock object of their own. */
    @State(Scope.Benchmark)
    public static class Zkwire extends RelayState {

        @Setup
        public void open(ZkServerState server, Sessions.Zkwire holderSession) throws Exception {
            String path = ZkServerState.freshPath("handoff");
            ZkClient waiterSession = Clients.zkwire(server.connectString());
            closeAfterRelay(waiterSession::close);
            var holder = new io.zkwire.recipes.locks.InterProcessMutex(holderSession.client, path);
            var waiter = new io.zkwire.recipes.locks.InterProcessMutex(waiterSession, path);
            ZkClient reader = holderSession.client;
            relay = new Relay(holder::acquire, holder::release, waiter::acquire, waiter::release,
                    () -> queued(() -> reader.checkExists().forPath(path).numChildren()));
        }
    }

    /** Curator: holder and waiter each with a session and a lock object of their own. */
    @State(Scope.Benchmark)
    public static class Curator extends RelayState {

        @Setup
        public void open(ZkServerState server, Sessions.Curator holderSession) throws Exception {
            String path = ZkServerState.freshPath("handoff");
            CuratorFramework waiterSession = Clients.curator(server.connectString());
            closeAfterRelay(waiterSession::close);
            var holder = new org.apache.curator.framework.recipes.locks.InterProcessMutex(holderSession.client, path);
            var waiter = new org.apache.curator.framework.recipes.locks.InterProcessMutex(waiterSession, path);
            CuratorFramework reader = holderSession.client;
            relay = new Relay(holder::acquire, holder::release, waiter::acquire, waiter::release,
                    () -> queued(() -> reader.checkExists().forPath(path).getNumChildren()));
        }
    }

    /** The floor on two official clients: an ephemeral node deleted, a watch on it notified. */
    @State(Scope.Benchmark)
    public static class Floor extends RelayState {
        private static final byte[] DATA = new byte[0];
        private ZooKeeper holderZk;
        private ZooKeeper waiterZk;
        private volatile String held;
        private volatile boolean watching;
        private String waiting;

        @Setup
        public void open(ZkServerState server) throws Exception {
            holderZk = Clients.official(server.connectString());
            waiterZk = Clients.official(server.connectString());
            closeAfterRelay(waiterZk::close, holderZk::close);
            String dir = ZkServerState.freshPath("handofffloor");
            Clients.createIfMissing(holderZk, dir.substring(0, dir.lastIndexOf('/')));
            Clients.createIfMissing(holderZk, dir);
            relay = new Relay(
                    () -> held = holderZk.create(dir + "/lock-", DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE,
                            CreateMode.EPHEMERAL_SEQUENTIAL),
                    () -> holderZk.delete(held, -1, (rc, path, ctx) -> { }, null),
                    () -> awaitDeletion(dir),
                    () -> waiterZk.delete(waiting, -1),
                    () -> watching);
        }

        /** The waiter's acquire: a node of its own, a watch on the holder's node, the notification. */
        private void awaitDeletion(String dir) throws Exception {
            waiting = waiterZk.create(dir + "/lock-", DATA, ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.EPHEMERAL_SEQUENTIAL);
            CountDownLatch deleted = new CountDownLatch(1);
            Watcher onDelete = event -> deleted.countDown();
            if (waiterZk.exists(held, onDelete) == null) {
                throw new IllegalStateException("the holder's node " + held + " is gone before the handoff");
            }
            watching = true;
            if (!deleted.await(30, TimeUnit.SECONDS)) {
                throw new IllegalStateException("no notification of " + held + "'s deletion within 30 s");
            }
            watching = false;
        }
    }

    /** Counts the lock's nodes: two once the waiter has queued behind the holder. */
    private interface Count {
        int get() throws Exception;
    }

    private static boolean queued(Count nodes) {
        try {
            return nodes.get() >= 2;
        } catch (Exception e) {
            throw new IllegalStateException("cannot count the lock's nodes", e);
        }
    }

    @Benchmark
    public void zkwire(Zkwire state) throws Exception {
        state.relay.handOff();
    }

    @Benchmark
    public void curator(Curator state) throws Exception {
        state.relay.handOff();
    }

    @Benchmark
    public void floor(Floor state) throws Exception {
        state.relay.handOff();
    }
}
