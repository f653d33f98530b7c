package io.zkwire.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Real ZooKeeper servers for tests: a standalone server or an N-server ensemble, each an out-of-process JVM
 * (or a container, with {@code -Dzkwire.testkit.backend=docker}) listening on free loopback ports, with its
 * data in a fresh temporary directory.
 *
 * <pre>{@code
 * try (ZkEnsemble zk = ZkEnsemble.builder().servers(3).start()) {
 *     client.connect(zk.connectString());
 *     zk.leader().kill();
 * }
 * }</pre>
 *
 * <p>{@link #close()} kills every server and deletes every directory; should a test forget, a JVM shutdown hook
 * does the same, and each server exits by itself when the test JVM dies.
 */
public final class ZkEnsemble implements AutoCloseable {
    /**
     * The version servers run unless {@link Builder#version} says otherwise and the test class path holds no
     * {@code org.apache.zookeeper:zookeeper} jar; with one, they run its version.
     */
    public static final String DEFAULT_VERSION = EnsembleSettings.DEFAULT_VERSION;
    /** The versions the kit's own tests start; newest last. Others may work too. */
    public static final List<String> TESTED_VERSIONS = List.of("3.5.10", "3.6.4", "3.7.2", "3.8.6", "3.9.5");
    /** How often a start is retried when another process takes a port between choosing and binding it. */
    private static final int PORT_ATTEMPTS = 3;

    private final EnsembleSettings settings;
    private final ServerBackend backend;
    private final ReentrantLock lifecycle = new ReentrantLock();
    private volatile List<ZkServer> servers = List.of();
    private volatile Path root;
    private volatile boolean started;
    private volatile boolean closed;

    private ZkEnsemble(EnsembleSettings settings, ServerBackend backend) {
        this.settings = settings;
        this.backend = backend;
    }

    /** Settings for an ensemble, starting from a standalone server of the default version. */
    public static Builder builder() {
        return new Builder(EnsembleSettings.defaults());
    }

    /** A standalone server of the default version, not started yet. */
    public static ZkEnsemble standalone() {
        return builder().build();
    }

    /**
     * Starts every server and waits until all serve clients and there is a quorum.
     *
     * @throws ZkTestkitException if that takes longer than the start timeout, with each server's log tail
     * @throws IllegalStateException if already started or closed
     */
    public ZkEnsemble start() {
        lifecycle.lock();
        try {
            if (started || closed) {
                throw new IllegalStateException(closed ? "the ensemble was closed; build a new one"
                        : "the ensemble is started already");
            }
            started = true;
            startOnFreePorts();
            return this;
        } finally {
            lifecycle.unlock();
        }
    }

    /** Comma-separated {@code 127.0.0.1:port} of every server, in {@code myid} order. */
    public String connectString() {
        return servers().stream().map(ZkServer::connectString).collect(Collectors.joining(","));
    }

    /** Comma-separated TLS client addresses; needs {@link Builder#secureClientPort()}. */
    public String secureConnectString() {
        return servers().stream().map(ZkServer::secureConnectString).collect(Collectors.joining(","));
    }

    /** The server at {@code index}, 0-based: {@code server(0)} has {@code myid} 1. */
    public ZkServer server(int index) {
        return servers().get(index);
    }

    /** All servers, in {@code myid} order. */
    public List<ZkServer> servers() {
        if (!started || closed) {
            throw new IllegalStateException(closed ? "the ensemble is closed"
                    : "the ensemble has no servers before start()");
        }
        return servers;
    }

    /** How many servers the ensemble has. */
    public int size() {
        return settings.servers();
    }

    /** The ZooKeeper version every server runs. */
    public String version() {
        return settings.version();
    }

    /**
     * Waits, up to the start timeout, until exactly one server leads, and returns it; a standalone ensemble
     * returns its only server once it serves.
     */
    public ZkServer leader() {
        AtomicReference<ZkServer> leader = new AtomicReference<>();
        Polling.until(settings.startTimeout(), "exactly one leader", () -> {
            List<ZkServer> leading = servers().stream().filter(ZkEnsemble::leads).toList();
            leader.set(leading.size() == 1 ? leading.get(0) : null);
            return leader.get() != null;
        }, this::describe);
        return leader.get();
    }

    /**
     * Waits until the ensemble serves clients: exactly one leader and a majority of servers serving (for a
     * standalone ensemble: the server serving).
     */
    public ZkEnsemble awaitQuorum(Duration timeout) {
        Polling.until(timeout, "a quorum of " + (size() / 2 + 1) + " of " + size() + " servers with one leader",
                this::hasQuorum, this::describe);
        return this;
    }

    /**
     * Kills the leader at once (SIGKILL), as a crash would, and returns it so that the test can {@code start()}
     * it again; the others elect a new leader if they still are a majority.
     */
    public ZkServer killLeader() {
        ZkServer leader = leader();
        leader.kill();
        return leader;
    }

    /**
     * Restarts every server in turn, as an operator upgrading the ensemble would: followers first, the leader
     * last; after each, waits until the ensemble has a quorum again, then pauses {@code pauseBetween} before
     * the next one. Data and ports stay.
     */
    public void rollingRestart(Duration pauseBetween) {
        ZkServer leader = leader();
        List<ZkServer> order = Stream.concat(servers().stream().filter(server -> server != leader),
                Stream.of(leader)).toList();
        for (int i = 0; i < order.size(); i++) {
            order.get(i).restart();
            awaitQuorum(settings.startTimeout());
            if (i < order.size() - 1) {
                pause(pauseBetween);
            }
        }
    }

    /**
     * Recreates the ensemble from scratch on the same ports, as a cluster torn down and made again (or
     * containers without volumes) would be: kills every server (SIGKILL), deletes all their data
     * ({@link ZkServer#wipe()}), starts them side by side and waits until they serve with a quorum. The new
     * ensemble's history starts over: its zxids begin again below those clients saw before.
     */
    public ZkEnsemble wipeAndRestart() {
        servers().forEach(ZkServer::kill);
        servers().forEach(ZkServer::wipe);
        servers().forEach(ZkServer::launch);
        Polling.until(settings.startTimeout(), "all " + size() + " wiped servers to serve clients",
                () -> servers().stream().allMatch(ZkServer::isServing), this::describe);
        return awaitQuorum(settings.startTimeout());
    }

    /** Launches every server that is not running, side by side, and waits for a quorum. */
    ZkEnsemble startStopped() {
        servers().stream().filter(server -> !server.isRunning()).forEach(ZkServer::launch);
        return awaitQuorum(settings.startTimeout());
    }

    /** Kills every server and deletes all their directories. Safe to call more than once. */
    @Override
    public void close() {
        lifecycle.lock();
        try {
            closed = true;
            try {
                discardServers();
            } finally {
                if (settings.peerLinks() != null) {
                    settings.peerLinks().close();
                }
            }
        } finally {
            lifecycle.unlock();
        }
    }

    /** The spacing the caller asked for between restarts: a wait for time itself, not for an event. */
    private static void pause(Duration pause) {
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ZkTestkitException("interrupted during a rolling restart", e);
        }
    }

    private void startOnFreePorts() {
        PortInUseException last = null;
        for (int attempt = 1; attempt <= PORT_ATTEMPTS; attempt++) {
            try {
                startOnce();
                return;
            } catch (PortInUseException e) {
                last = e;
                discardServers();
                if (settings.layout() != null) {
                    throw new ZkTestkitException("a port the test chose is taken by another process: choose "
                            + "another, or -1 to have a free one picked", e);
                }
            } catch (RuntimeException e) {
                discardServers();
                throw e;
            }
        }
        throw new ZkTestkitException("other processes kept taking the chosen ports, " + PORT_ATTEMPTS
                + " attempts", last);
    }

    private void startOnce() {
        EnsembleSettings.Layout layout = settings.layout();
        root = layout != null ? createDirectory(layout.root()) : TempDirs.create("zkwire-testkit-");
        Reaper.watch(root);
        List<ServerPorts> ports = layout != null ? layout.ports() : IntStream.range(0, size())
                .mapToObj(i -> ServerPorts.allocate(settings.secureClientPort()))
                .toList();
        servers = IntStream.rangeClosed(1, size())
                .mapToObj(id -> new ZkServer(prepare(new ServerSpec(id, settings, peersAsSeenBy(id - 1, ports),
                        root.resolve("server-" + id))), backend))
                .toList();
        servers.forEach(ZkServer::launch);
        Polling.until(settings.startTimeout(), "all " + size() + " servers to serve clients",
                () -> servers.stream().allMatch(ZkServer::isServing), this::describe);
        awaitQuorum(settings.startTimeout());
    }

    /** Every member's ports as server {@code self} dials them: its own as they are, its peers' through the links. */
    private List<ServerPorts> peersAsSeenBy(int self, List<ServerPorts> ports) {
        PeerLinks links = settings.peerLinks();
        if (links == null || ports.size() == 1) {
            return ports;
        }
        return IntStream.range(0, ports.size()).mapToObj(peer -> {
            ServerPorts p = ports.get(peer);
            return peer == self ? p : new ServerPorts(p.client(), links.port(self, peer, p.quorum()),
                    links.port(self, peer, p.election()), p.secureClient());
        }).toList();
    }

    private static Path createDirectory(Path dir) {
        try {
            return Files.createDirectories(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the ensemble's directory " + dir, e);
        }
    }

    /** Creates the server's directories and its {@code myid}, which every backend needs. */
    private static ServerSpec prepare(ServerSpec spec) {
        try {
            Files.createDirectories(spec.dataDir());
            Files.writeString(spec.dataDir().resolve("myid"), Integer.toString(spec.id()));
            return spec;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the directory of server " + spec.id(), e);
        }
    }

    private static boolean leads(ZkServer server) {
        ZkMode mode = server.mode();
        return mode == ZkMode.LEADER || mode == ZkMode.STANDALONE;
    }

    private boolean hasQuorum() {
        List<ZkMode> modes = servers().stream().map(ZkServer::mode).toList();
        if (size() == 1) {
            return modes.get(0) == ZkMode.STANDALONE;
        }
        long leaders = modes.stream().filter(mode -> mode == ZkMode.LEADER).count();
        long serving = modes.stream().filter(ZkMode::isServing).count();
        return leaders == 1 && serving > size() / 2;
    }

    /** Kills the servers and deletes the directory; tries everything before reporting what failed. */
    private void discardServers() {
        ZkTestkitException failure = null;
        for (ZkServer server : servers) {
            try {
                server.discard();
            } catch (RuntimeException e) {
                failure = collect(failure, e);
            }
        }
        servers = List.of();
        Path dir = root;
        if (dir != null) {
            try {
                TempDirs.delete(dir);
                Reaper.forget(dir);
            } catch (RuntimeException e) {
                failure = collect(failure, e);
            }
            root = null;
        }
        if (failure != null) {
            throw failure;
        }
    }

    private static ZkTestkitException collect(ZkTestkitException failure, RuntimeException e) {
        ZkTestkitException all = failure != null ? failure : new ZkTestkitException("closing the ensemble failed");
        all.addSuppressed(e);
        return all;
    }

    private String describe() {
        return servers.stream().map(ZkServer::describe).collect(Collectors.joining("\n"));
    }

    /**
     * Immutable settings of an ensemble: every method returns a new builder, so a shared base can be varied
     * per test. Defaults suit fast tests: one server of the class path's ZooKeeper (else 3.9.5), tickTime
     * 500 ms (sessions of 1 to 10 seconds), TTL nodes on, a 128 MB heap, a 60 second start timeout.
     */
    public static final class Builder {
        private final EnsembleSettings settings;

        private Builder(EnsembleSettings settings) {
            this.settings = settings;
        }

        /** The number of servers; 1 (the default) runs a standalone server, 3 or 5 a quorum. */
        public Builder servers(int count) {
            return new Builder(settings.with(draft -> draft.servers = count));
        }

        /**
         * The ZooKeeper release to run: 3.9.5, 3.8.6, 3.7.2, 3.6.4 or 3.5.10. The default is the version of the
         * ZooKeeper jar on the test class path, else {@link #DEFAULT_VERSION}.
         */
        public Builder version(String version) {
            return new Builder(settings.with(draft -> draft.version = version));
        }

        /** ZooKeeper's basic time unit; sessions may last from 2 to 20 ticks. Default 500 ms. */
        public Builder tickTime(Duration tickTime) {
            return new Builder(settings.with(draft -> draft.tickTime = tickTime));
        }

        /** A zoo.cfg line of every server, overriding the kit's default for the same key. */
        public Builder serverProperty(String key, String value) {
            return new Builder(settings.with(draft -> draft.serverProperties.put(key, value)));
        }

        /** A {@code -Dkey=value} of every server JVM, e.g. {@code zookeeper.ssl.keyStore.location}. */
        public Builder systemProperty(String key, String value) {
            return new Builder(settings.with(draft -> draft.systemProperties.put(key, value)));
        }

        /**
         * SASL on every server: DIGEST-MD5 for these users (name to password) from a JAAS 'Server' section, with
         * {@code SASLAuthenticationProvider}, so that {@code sasl} ACLs name them. Require SASL of every client
         * with {@code systemProperty("zookeeper.enforce.auth.enabled", "true")} and
         * {@code systemProperty("zookeeper.enforce.auth.schemes", "sasl")}.
         */
        public Builder saslDigestUsers(Map<String, String> users) {
            String jaas = ServerJaas.digestUsers(users).toString();
            return systemProperty("java.security.auth.login.config", jaas)
                    .systemProperty("zookeeper.authProvider.1", "org.apache.zookeeper.server.auth.SASLAuthenticationProvider");
        }

        /** An option of every server JVM, after the kit's defaults (so {@code -Xmx512m} wins over them). */
        public Builder jvmArg(String arg) {
            return new Builder(settings.with(draft -> draft.jvmArgs.add(arg)));
        }

        /**
         * Gives every server a TLS client port as well (and the Netty connection factory TLS needs); the
         * key and trust stores come as server properties such as {@code ssl.keyStore.location}.
         */
        public Builder secureClientPort() {
            return new Builder(settings.with(draft -> draft.secureClientPort = true));
        }

        /**
         * Links of the test's own between the servers (quorum and election traffic), e.g. a
         * {@link io.zkwire.testkit.faults.QuorumLinks} to partition servers from one another. One ensemble per
         * links object: closing the ensemble closes them.
         */
        public Builder peerLinks(PeerLinks links) {
            return new Builder(settings.with(draft -> draft.peerLinks = Objects.requireNonNull(links, "links")));
        }

        /** The root directory and every server's ports, chosen before start (Curator-style constructors). */
        Builder layout(EnsembleSettings.Layout layout) {
            return new Builder(settings.with(draft -> draft.layout = layout));
        }

        /** How long {@code start()} and {@code leader()} wait at most. Default 60 s. */
        public Builder startTimeout(Duration timeout) {
            return new Builder(settings.with(draft -> draft.startTimeout = timeout));
        }

        /** An ensemble with these settings, not started yet; the backend is chosen now. */
        public ZkEnsemble build() {
            return new ZkEnsemble(settings, ServerBackend.selected());
        }

        /** Same as {@code build().start()}. */
        public ZkEnsemble start() {
            return build().start();
        }
    }
}
