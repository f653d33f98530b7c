// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import io.zkwire.testkit.internal.FourLetterWord;
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
 * received ({@code srvr}'s "Received" count, asked on 127.0.0.1 for a server there) per operation;
 * {@code server.bytes.in.per.op} and {@code server.bytes.out.per.op}: the bytes of the requests it received and of
 * the replies it sent ({@code mntr}'s {@code bytes_received_count} and {@code response_bytes}, where the server
 * answers {@code mntr}; ZooKeeper counts no notification in the latter) per operation. CPU time,
 * in µs: {@code cpu.jvm.per.op}, what the benchmark's JVM (this fork's
 * process: the libraries' I/O and event threads, the benchmark threads, GC and JIT) used, and
 * {@code cpu.server.per.op}, what the ZooKeeper server's process used (all its threads, user and system, as the
 * OS reports it in 10 ms ticks). The server is the one this fork started, or the local process named by
 * {@code -Dzkwire.bench.serverPid=PID}; for any other server only the JVM's share is reported. An iteration
 * ends where its timed part ends: {@link ZkServerState}'s iteration tear-down marks it, before JMH tears down
 * the trial (closing the clients, stopping a server the fork started) inside the last iteration. A server this
 * fork starts is started inside its first iteration, which therefore has no server CPU: give it a warm-up
 * iteration ({@code -wi 1} or more). A benchmark whose iteration set-up builds what the shot uses (a queue of
 * waiters) marks where its timed part starts, so the set-up is not counted. The four-letter words that read the
 * server's counters are not counted either.
 * Use: {@code -prof io.zkwire.jmh.CostPerOpProfiler}.
 */
public final class CostPerOpProfiler implements InternalProfiler {
    /** Secondary result: the JVM's CPU per operation. */
    public static final String JVM_CPU = "cpu.jvm.per.op";
    /** Secondary result: the server's CPU per operation. */
    public static final String SERVER_CPU = "cpu.server.per.op";
    /** Secondary result: the server's received packets per operation. */
    public static final String SERVER_REQUESTS = "server.requests.per.op";
    /** Secondary result: the bytes of the requests the server received, per operation. */
    public static final String SERVER_BYTES_IN = "server.bytes.in.per.op";
    /** Secondary result: the bytes of the replies the server sent (notifications not counted), per operation. */
    public static final String SERVER_BYTES_OUT = "server.bytes.out.per.op";
    private static final Pattern RECEIVED = Pattern.compile("Received: (\\d+)");
    /**
     * The server counts each four-letter word as a received packet: between two readings, the first's
     * {@code mntr} and the second's {@code srvr}.
     */
    private static final int PROBES_BETWEEN_READINGS = 2;
    private static final Pattern BYTES_IN = Pattern.compile("zk_bytes_received_count\\s+(\\d+)");
    private static final Pattern BYTES_OUT = Pattern.compile("zk_response_bytes\\s+(\\d+)");
    private static final com.sun.management.OperatingSystemMXBean OS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    /** Where a benchmark marked its iteration's timed part to start and end; null where it did not. */
    private static volatile Reading startMark;
    private static volatile Reading endMark;

    private Reading before;

    /** The counters at one moment; -1 for what is not known. */
    private record Reading(long jvm, long server, long requests, long bytesIn, long bytesOut) {
        static Reading now() {
            long[] bytes = serverBytes();
            return new Reading(jvmCpuNanos(), serverCpuNanos(), serverRequests(), bytes[0], bytes[1]);
        }
    }

    /**
     * Marks the start of the current iteration's timed part, for a benchmark whose iteration set-up (a queue
     * built before the shot) must not count: called at the end of that set-up.
     */
    static void markIterationStart() {
        startMark = Reading.now();
    }

    /**
     * Marks the end of the current iteration's timed part (called by {@link ZkServerState}, and by a benchmark whose
     * own iteration tear-down, which JMH may run first, sends requests); the first mark of an iteration counts.
     */
    static void markIterationEnd() {
        if (endMark == null) {
            endMark = Reading.now();
        }
    }

    @Override
    public String getDescription() {
        return "CPU per operation of this JVM's process and of the ZooKeeper server's, and the server's received packets";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        startMark = null;
        endMark = null;
        String connect = benchmark.getParam("connect");
        if (connect != null && !connect.isBlank() && ZkServerState.loopbackPort < 0) {
            ZkServerState.loopbackPort = ZkServerState.loopbackPort(connect.trim()); // the state is set up later
        }
        before = Reading.now();
    }

    @Override
    public Collection<ScalarResult> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
            IterationResult result) {
        Reading from = startMark != null ? startMark : before;
        Reading to = endMark != null ? endMark : Reading.now();
        long ops = result.getMetadata().getAllOps();
        List<ScalarResult> results = new ArrayList<>();
        if (ops <= 0) {
            return results;
        }
        results.add(new ScalarResult(JVM_CPU, (to.jvm() - from.jvm()) / 1e3 / ops, "us/op", AggregationPolicy.AVG));
        if (from.server() >= 0 && to.server() >= 0) {
            results.add(new ScalarResult(SERVER_CPU, (to.server() - from.server()) / 1e3 / ops, "us/op",
                    AggregationPolicy.AVG));
        }
        if (from.requests() >= 0 && to.requests() >= 0) {
            long requests = to.requests() - from.requests() - PROBES_BETWEEN_READINGS;
            results.add(new ScalarResult(SERVER_REQUESTS, (double) requests / ops, "req/op",
                    AggregationPolicy.AVG));
        }
        if (from.bytesIn() >= 0 && to.bytesIn() >= 0 && from.bytesOut() >= 0 && to.bytesOut() >= 0) {
            results.add(new ScalarResult(SERVER_BYTES_IN, (double) (to.bytesIn() - from.bytesIn()) / ops, "B/op",
                    AggregationPolicy.AVG));
            results.add(new ScalarResult(SERVER_BYTES_OUT, (double) (to.bytesOut() - from.bytesOut()) / ops, "B/op",
                    AggregationPolicy.AVG));
        }
        return results;
    }

    /**
     * Waits, at most {@code limit}, until the server on 127.0.0.1 receives nothing but this probe for {@code quiet}
     * (a queue's last waiters still setting their watches after their nodes show); returns at once where no such
     * server is known.
     */
    static void awaitServerQuiet(Duration quiet, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        long last = serverRequests();
        while (last >= 0 && System.nanoTime() < deadline) {
            java.util.concurrent.locks.LockSupport.parkNanos(quiet.toNanos());
            long now = serverRequests();
            if (now - last <= 1) { // only our own srvr
                return;
            }
            last = now;
        }
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

    /** Bytes the server on 127.0.0.1 has received and sent so far ({@code mntr}); -1 where it does not say. */
    static long[] serverBytes() {
        int port = ZkServerState.loopbackPort;
        if (port <= 0) {
            return new long[] {-1, -1};
        }
        try {
            String mntr = FourLetterWord.send(port, "mntr", Duration.ofSeconds(2));
            return new long[] {counter(BYTES_IN, mntr), counter(BYTES_OUT, mntr)};
        } catch (IOException e) {
            return new long[] {-1, -1};
        }
    }

    private static long counter(Pattern pattern, String mntr) {
        Matcher m = pattern.matcher(mntr);
        return m.find() ? Long.parseLong(m.group(1)) : -1;
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
