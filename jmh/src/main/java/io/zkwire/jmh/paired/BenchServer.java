package io.zkwire.jmh.paired;

import io.zkwire.testkit.ZkEnsemble;
import java.time.Duration;

/**
 * The one server of a run's setting: ZooKeeper 3.9.5 from zk-testkit with {@code forceSync} set as asked,
 * or the server named by {@code -Dzk.connect=host:port}. Every JMH fork of the setting gets its connect
 * string ({@code -p connect=...}) and, for a server started here, its pid, so the forks can read the server's
 * CPU per operation.
 */
final class BenchServer implements AutoCloseable {
    static final String PROPERTY = "zk.connect";

    private final ZkEnsemble started;
    private final String connect;
    private final String forceSync;

    private BenchServer(ZkEnsemble started, String connect, String forceSync) {
        this.started = started;
        this.connect = connect;
        this.forceSync = forceSync;
    }

    /** Starts a standalone server with the given {@code forceSync} (yes/no), unless {@code -Dzk.connect} names one. */
    static BenchServer start(String forceSync) {
        String given = System.getProperty(PROPERTY);
        if (given != null && !given.isBlank()) {
            return new BenchServer(null, given, forceSync);
        }
        ZkEnsemble server = ZkEnsemble.builder()
                .tickTime(Duration.ofSeconds(2)) // ZooKeeper's default, so 30 s sessions are granted
                .jvmArg("-Xmx512m")
                .serverProperty("forceSync", forceSync)
                .serverProperty("maxClientCnxns", "0") // no per-address limit: one JVM may open 1,000+ clients
                .build();
        server.start();
        return new BenchServer(server, server.connectString(), forceSync);
    }

    String connectString() {
        return connect;
    }

    String forceSync() {
        return forceSync;
    }

    /** The server's process id; -1 for a server named by {@code -Dzk.connect}. */
    long pid() {
        return started == null ? -1 : started.server(0).pid();
    }

    @Override
    public void close() {
        if (started != null) {
            started.close(); // stops the server's process by its pid
        }
    }
}
