// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * CPU time per operation, in µs, of each iteration: {@code cpu.jvm.per.op}, what the benchmark JVM's Java threads
 * (the libraries' I/O and event threads, the benchmark threads; not GC or JIT threads) used, and
 * {@code cpu.server.per.op}, what the ZooKeeper server's process used (all its threads, user and system, as the
 * OS reports it in 10 ms ticks). The server is the one this fork started, or the local process named by
 * {@code -Dzkwire.bench.serverPid=PID}; for any other server only the JVM's share is reported.
 * Use: {@code -prof io.zkwire.jmh.ServerCpuProfiler}.
 */
public final class ServerCpuProfiler implements InternalProfiler {
    /** Secondary result: the JVM's CPU per operation. */
    public static final String JVM_CPU = "cpu.jvm.per.op";
    /** Secondary result: the server's CPU per operation. */
    public static final String SERVER_CPU = "cpu.server.per.op";
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private long jvmBefore;
    private long serverBefore;

    @Override
    public String getDescription() {
        return "CPU per operation of this JVM's Java threads and of the ZooKeeper server's process";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        serverBefore = serverCpuNanos();
        jvmBefore = jvmCpuNanos();
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
            IterationResult result) {
        long jvm = jvmCpuNanos() - jvmBefore;
        long server = serverCpuNanos();
        long ops = result.getMetadata().getAllOps();
        List<Result> results = new ArrayList<>();
        if (ops <= 0) {
            return results;
        }
        results.add(new ScalarResult(JVM_CPU, jvm / 1e3 / ops, "us/op", AggregationPolicy.AVG));
        if (serverBefore >= 0 && server >= 0) {
            results.add(new ScalarResult(SERVER_CPU, (server - serverBefore) / 1e3 / ops, "us/op",
                    AggregationPolicy.AVG));
        }
        return results;
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

    /** CPU time used so far by the live Java threads of this JVM. */
    static long jvmCpuNanos() {
        long sum = 0;
        for (long nanos : THREADS.getThreadCpuTime(THREADS.getAllThreadIds())) {
            sum += Math.max(0, nanos);
        }
        return sum;
    }
}
