// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.testkit.FourLetterWord;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.ScalarResult;

/**
 * What each iteration's operations cost, per operation. {@code server.requests.per.op}: the packets the server
 * received ({@code srvr}'s "Received" count, asked on 127.0.0.1 for a server there) per operation. CPU time,
 * in µs: {@code cpu.jvm.per.op}, what the benchmark's JVM (this fork's
 * process: the libraries' I/O and event threads, the benchmark threads, GC and JIT) used, and
 * {@code cpu.server.per.op}, what the ZooKeeper server's process used (all its threads, user and system, as the
 * OS reports it in 10 ms ticks). The server is the one this fork started, or the local process named by
 * {@code -Dzkwire.bench.serverPid=PID}; for any other server only the JVM's share is reported. An iteration
 * ends where its timed part ends: {@link ZkServerState}'s iteration tear-down marks it, before JMH tears down
 * the trial (closing the clients, stopping a server the fork started) inside the last iteration. A server this
 * fork starts is started inside its first iteration, which therefore has no server CPU: give it a warm-up
 * iteration ({@code -wi 1} or more).
 * Use: {@code -prof io.zkwire.jmh.CostPerOpProfiler}.
 */
public final class CostPerOpProfiler implements InternalProfiler {
    /** Secondary result: the JVM's CPU per operation. */
    public static final String JVM_CPU = "cpu.jvm.per.op";
    /** Secondary result: the server's CPU per operation. */
    public static final String SERVER_CPU = "cpu.server.per.op";
    /** Secondary result: the server's received packets per operation. */
    public static final String SERVER_REQUESTS = "server.requests.per.op";
    private static final Pattern RECEIVED = Pattern.compile("Received: (\\d+)");
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private static volatile boolean ended;
    private static volatile long jvmAtEnd;
    private static volatile long serverAtEnd;
    private static volatile long requestsAtEnd;

    private long jvmBefore;
    private long serverBefore;
    private long requestsBefore;

    /** Marks the end of the current iteration's timed part (called by {@link ZkServerState}). */
    static void markIterationEnd() {
        serverAtEnd = serverCpuNanos();
        jvmAtEnd = jvmCpuNanos();
        requestsAtEnd = serverRequests();
        ended = true;
    }

    @Override
    public String getDescription() {
        return "CPU per operation of this JVM's process and of the ZooKeeper server's, and the server's received packets";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        ended = false;
        String connect = benchmark.getParam("connect");
        if (connect != null && !connect.isBlank() && ZkServerState.loopbackPort < 0) {
            ZkServerState.loopbackPort = ZkServerState.loopbackPort(connect.trim()); // the state is set up later
        }
        serverBefore = serverCpuNanos();
        jvmBefore = jvmCpuNanos();
        requestsBefore = serverRequests();
    }

    @Override
    public Collection<ScalarResult> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
            IterationResult result) {
        boolean marked = ended;
        long jvm = (marked ? jvmAtEnd : jvmCpuNanos()) - jvmBefore;
        long server = marked ? serverAtEnd : serverCpuNanos();
        long requests = marked ? requestsAtEnd : serverRequests();
        long ops = result.getMetadata().getAllOps();
        List<ScalarResult> results = new ArrayList<>();
        if (ops <= 0) {
            return results;
        }
        results.add(new ScalarResult(JVM_CPU, jvm / 1e3 / ops, "us/op", AggregationPolicy.AVG));
        if (serverBefore >= 0 && server >= 0) {
            results.add(new ScalarResult(SERVER_CPU, (server - serverBefore) / 1e3 / ops, "us/op",
                    AggregationPolicy.AVG));
        }
        if (requestsBefore >= 0 && requests >= 0) {
            results.add(new ScalarResult(SERVER_REQUESTS, (double) (requests - requestsBefore) / ops, "req/op",
                    AggregationPolicy.AVG));
        }
        return results;
    }

    /** Packets the server on 127.0.0.1 has received so far; -1 where there is none or it does not say. */
    static long serverRequests() {
        int port = ZkServerState.loopbackPort;
        if (port <= 0) {
            return -1;
        }
        try {
            Matcher received = RECEIVED.matcher(FourLetterWord.send(port, "srvr", Duration.ofSeconds(2)));
            return received.find() ? Long.parseLong(received.group(1)) : -1;
        } catch (IOException e) {
            return -1;
        }
    }

    /** The server's CPU time so far; -1 where no local server's pid is known (or the OS does not say). */
    static long serverCpuNanos() {
        long pid = ZkServerState.embeddedPid;
        String named = System.getProperty(ZkServerState.PID_PROPERTY);
        if (pid < 0 && named != null && !named.isBlank()) {
            pid = Long.parseLong(named.trim());
        }
        if (pid < 0) {
            return -1;
        }
        return ProcessHandle.of(pid).flatMap(p -> p.info().totalCpuDuration()).map(Duration::toNanos).orElse(-1L);
    }

    /** CPU time this JVM's process has used so far. */
    static long jvmCpuNanos() {
        return OS.getProcessCpuTime();
    }
}
