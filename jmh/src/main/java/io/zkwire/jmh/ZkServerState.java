// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.testkit.ZkEnsemble;
import java.time.Duration;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The ZooKeeper server a fork benchmarks against: the one named by {@code -p connect=host:port[,host:port]}, or,
 * when {@code connect} is empty (the default), a standalone ZooKeeper 3.9.5 from zk-testkit started once per
 * fork with {@code forceSync} as given (ignored for a named server) and stopped, by its process id, when the
 * fork ends. Every side's clients take their connect string from here.
 */
@State(Scope.Benchmark)
public class ZkServerState {
    /** System property naming the server's process id to the {@link CostPerOpProfiler} (set by the paired runner). */
    public static final String PID_PROPERTY = "zkwire.bench.serverPid";

    /** The server's pid once this fork started one; -1 otherwise (read by {@link CostPerOpProfiler}). */
    static volatile long embeddedPid = -1;
    /** The client port of a server on 127.0.0.1 (started here, or named alone on loopback); -1 otherwise. */
    static volatile int loopbackPort = -1;

    /** Host:port list of the server; empty: start one in this fork. */
    @Param({""})
    public String connect;

    /** {@code forceSync} of the server this fork starts (yes: ZooKeeper's default, every write waits for an fsync). */
    @Param({"no"})
    public String forceSync;

    private ZkEnsemble started;
    private String connectString;

    @Setup
    public void start() {
        if (connect != null && !connect.isBlank()) {
            connectString = connect.trim();
            loopbackPort = loopbackPort(connectString);
            return;
        }
        started = ZkEnsemble.builder()
                .tickTime(Duration.ofSeconds(2)) // ZooKeeper's default, so 30 s sessions are granted
                .jvmArg("-Xmx512m")
                .serverProperty("forceSync", forceSync)
                .serverProperty("maxClientCnxns", "0") // no per-address limit: one JVM may open 1,000+ clients
                .build();
        started.start();
        embeddedPid = started.server(0).pid();
        loopbackPort = started.server(0).clientPort();
        connectString = started.connectString();
    }

    /** The end of an iteration's timed part, for {@link CostPerOpProfiler}: before the trial's tear-down. */
    @TearDown(Level.Iteration)
    public void endOfIteration() {
        CostPerOpProfiler.markIterationEnd();
    }

    @TearDown
    public void stop() {
        if (started != null) {
            embeddedPid = -1;
            loopbackPort = -1;
            started.close(); // stops the server's process by its pid
            started = null;
        }
    }

    /** The port of a connect string naming one server on 127.0.0.1 or localhost; -1 for anything else. */
    static int loopbackPort(String connect) {
        String hostPort = connect.contains("/") ? connect.substring(0, connect.indexOf('/')) : connect;
        int colon = hostPort.lastIndexOf(':');
        if (hostPort.contains(",") || colon < 0) {
            return -1;
        }
        String host = hostPort.substring(0, colon);
        return host.equals("127.0.0.1") || host.equals("localhost") ? Integer.parseInt(hostPort.substring(colon + 1)) : -1;
    }

    /** The connect string every client of this fork uses. */
    public String connectString() {
        return connectString;
    }

    /** A lock or data path no earlier side used, so sides never see each other's leftovers. */
    public static String freshPath(String kind) {
        return "/bench/" + kind + "-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
    }
}
