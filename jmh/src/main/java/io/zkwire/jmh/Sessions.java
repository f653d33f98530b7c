// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import org.apache.curator.framework.CuratorFramework;
import org.apache.zookeeper.ZooKeeper;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * One connected session per library and fork, shared by every thread of a benchmark (opened only when a
 * benchmark method uses it), with the same session timeout and retry budget ({@link Clients}).
 */
public final class Sessions {
    private Sessions() {}

    /** A zkwire {@link ZkClient}. */
    @State(Scope.Benchmark)
    public static class Zkwire {
        ZkClient client;

        @Setup
        public void open(ZkServerState server) throws InterruptedException {
            client = Clients.zkwire(server.connectString());
        }

        @TearDown
        public void close() {
            client.close();
        }
    }

    /** A Curator 5.9 framework on the official 3.9.5 client. */
    @State(Scope.Benchmark)
    public static class Curator {
        CuratorFramework client;

        @Setup
        public void open(ZkServerState server) throws InterruptedException {
            client = Clients.curator(server.connectString());
        }

        @TearDown
        public void close() {
            client.close();
        }
    }

    /** The official ZooKeeper 3.9.5 client. */
    @State(Scope.Benchmark)
    public static class Official {
        ZooKeeper client;

        @Setup
        public void open(ZkServerState server) throws Exception {
            client = Clients.official(server.connectString());
        }

        @TearDown
        public void close() throws InterruptedException {
            client.close();
        }
    }
}
