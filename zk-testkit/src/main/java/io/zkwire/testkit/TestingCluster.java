// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * An ensemble of ZooKeeper servers with the constructors and methods of Curator's
 * {@code org.apache.curator.test.TestingCluster}, built on {@link ZkEnsemble}: each server a real process on
 * 127.0.0.1, in its own directory.
 *
 * <pre>{@code
 * try (TestingCluster cluster = new TestingCluster(3)) {
 *     cluster.start();
 *     cluster.killServer(cluster.getInstances().iterator().next());
 * }
 * }</pre>
 *
 * <p>Differences from Curator, where zk-testkit cannot depend on a client: {@link #findConnectionInstance(long)}
 * takes the client's session id, and {@link #getServers()} returns the kit's {@link ZkServer}s. Servers get
 * {@code myid} 1 to N in the order of the specs; a spec's tickTime, connection limit and custom properties
 * apply to every server (the first spec's). The servers' files live in a directory of the cluster's own: with
 * {@link #TestingCluster(int)} each spec names its server's directory there; other specs' directories stay
 * unused. {@link #close()} deletes every directory.
 */
public class TestingCluster implements Closeable {
    private final List<InstanceSpec> specs;
    private final Path root;
    private final ZkEnsemble ensemble;
    private boolean started;

    /** {@code instanceQty} servers on free ports, in directories under one new temporary directory. */
    public TestingCluster(int instanceQty) {
        this(newRoot(), instanceQty);
    }

    private TestingCluster(Path root, int instanceQty) {
        this(root, specsUnder(root, instanceQty));
    }

    /** One server per spec, on the spec's ports. */
    public TestingCluster(InstanceSpec... specs) {
        this(Arrays.asList(specs));
    }

    /** One server per spec, on the spec's ports. */
    public TestingCluster(Collection<InstanceSpec> specs) {
        this(newRoot(), specs);
    }

    private TestingCluster(Path root, Collection<InstanceSpec> specs) {
        if (specs.isEmpty()) {
            throw new IllegalArgumentException("a cluster needs at least one InstanceSpec");
        }
        this.specs = List.copyOf(specs);
        this.root = root;
        this.ensemble = this.specs.get(0).applyTo(ZkEnsemble.builder())
                .servers(this.specs.size())
                .layout(new EnsembleSettings.Layout(root, this.specs.stream().map(InstanceSpec::ports).toList()))
                .build();
    }

    /** The specs of the servers, in {@code myid} order. */
    public Collection<InstanceSpec> getInstances() {
        return specs;
    }

    /** The servers, in {@code myid} order: kill, pause, restart, logs. */
    public synchronized List<ZkServer> getServers() {
        return ensemble().servers();
    }

    /** Comma-separated {@code 127.0.0.1:port} of every server. */
    public String getConnectString() {
        return specs.stream().map(InstanceSpec::getConnectString).collect(Collectors.joining(","));
    }

    /** Starts every server that is not running and waits for a quorum with a leader. */
    public synchronized void start() {
        if (!started) {
            ensemble.start();
            started = true;
            return;
        }
        ensemble.startStopped();
    }

    /** Stops every server and keeps the data, for a later {@link #start()}. */
    public synchronized void stop() {
        if (started) {
            ensemble.servers().forEach(ZkServer::stop);
        }
    }

    /** Kills every server and deletes every directory. Safe to call more than once. */
    @Override
    public synchronized void close() {
        try {
            ensemble.close();
        } finally {
            TempDirs.delete(root);
            Reaper.forget(root);
            specs.stream().filter(InstanceSpec::deleteDataDirectoryOnClose).forEach(CuratorStyle::deleteDirectory);
        }
    }

    /**
     * Kills the server of {@code instance} at once (SIGKILL), as a crash would.
     *
     * @return false if no server of this cluster has that spec
     */
    public synchronized boolean killServer(InstanceSpec instance) {
        return onServerOf(instance, ZkServer::kill);
    }

    /**
     * Stops the server of {@code instance} if it runs, starts it again on the same ports with the same data, and
     * waits until it serves.
     *
     * @return false if no server of this cluster has that spec
     */
    public synchronized boolean restartServer(InstanceSpec instance) {
        return onServerOf(instance, ZkServer::restart);
    }

    /** Applies {@code action} to the server of {@code instance}; false if no server of this cluster has it. */
    private boolean onServerOf(InstanceSpec instance, Consumer<ZkServer> action) {
        int index = specs.indexOf(instance);
        if (index < 0) {
            return false;
        }
        action.accept(ensemble().server(index));
        return true;
    }

    /**
     * The server that holds a connection of session {@code sessionId} (asked with the {@code cons} four-letter
     * word), e.g. {@code findConnectionInstance(client.sessionId())}; null if none does.
     */
    public synchronized InstanceSpec findConnectionInstance(long sessionId) {
        String sid = "sid=0x" + Long.toHexString(sessionId) + ",";
        List<ZkServer> servers = ensemble().servers();
        for (int i = 0; i < servers.size(); i++) {
            if (holdsSession(servers.get(i), sid)) {
                return specs.get(i);
            }
        }
        return null;
    }

    private static boolean holdsSession(ZkServer server, String sid) {
        if (!server.isRunning() || server.isPaused()) {
            return false;
        }
        try {
            return server.fourLetterWord("cons").contains(sid);
        } catch (IOException e) {
            return false; // a server that does not answer holds no connection a client could use
        }
    }

    private ZkEnsemble ensemble() {
        if (!started) {
            throw new IllegalStateException("the cluster has not been started; call start() first");
        }
        return ensemble;
    }

    private static Path newRoot() {
        Path root = TempDirs.create("zkwire-testing-cluster-");
        Reaper.watch(root);
        return root;
    }

    /** Specs for {@code count} servers whose directories are {@code root/server-N}, as the ensemble lays them. */
    private static List<InstanceSpec> specsUnder(Path root, int count) {
        List<InstanceSpec> specs = new ArrayList<>();
        IntStream.rangeClosed(1, count).forEach(id -> specs.add(new InstanceSpec(
                root.resolve("server-" + id).toFile(), -1, -1, -1, true, -1)));
        return specs;
    }
}
