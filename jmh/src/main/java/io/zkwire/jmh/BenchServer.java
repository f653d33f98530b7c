package io.zkwire.jmh;

import io.zkwire.testkit.ZkEnsemble;
import java.time.Duration;

/**
 * The server of one run: ZooKeeper 3.9.5 from zk-testkit with {@code forceSync} set as asked, or the server
 * named by {@code -Dzk.connect=host:port}. Both sides of every row talk to it.
 */
final class BenchServer implements AutoCloseable {
    static final String PROPERTY = "zk.connect";

    private final ZkEnsemble started;
    private final String connect;

    private BenchServer(ZkEnsemble started, String connect) {
        this.started = started;
        this.connect = connect;
    }

    /** Starts a standalone server with the given {@code forceSync} (yes/no), unless {@code -Dzk.connect} names one. */
    static BenchServer start(String forceSync) {
        String given = System.getProperty(PROPERTY);
        if (given != null && !given.isBlank()) {
            return new BenchServer(null, given);
        }
        ZkEnsemble server = ZkEnsemble.builder()
                .tickTime(Duration.ofSeconds(2)) // ZooKeeper's default, so 30 s sessions are granted
                .jvmArg("-Xmx512m")
                .serverProperty("forceSync", forceSync)
                .build();
        server.start();
        return new BenchServer(server, server.connectString());
    }

    String connectString() {
        return connect;
    }

    /**
     * CPU time the server's process has used so far (all its threads), in nanoseconds; -1 where it is not
     * known: a server named by {@code -Dzk.connect}, or a platform that does not report it. Linux counts
     * it in clock ticks (10 ms), small against a block's hundreds of milliseconds of server CPU.
     */
    long cpuNanos() {
        if (started == null) {
            return -1;
        }
        return ProcessHandle.of(started.server(0).pid())
                .flatMap(process -> process.info().totalCpuDuration())
                .map(Duration::toNanos)
                .orElse(-1L);
    }

    @Override
    public void close() {
        if (started != null) {
            started.close();
        }
    }

    /** A lock path no earlier side used, so sides never see each other's leftovers. */
    static String freshPath(String kind) {
        return "/bench/" + kind + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
    }
}
