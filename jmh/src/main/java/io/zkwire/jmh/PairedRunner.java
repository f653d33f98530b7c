package io.zkwire.jmh;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs one row as pairs of blocks, zkwire and its anchor alternating in this JVM against one server, the
 * order flipped every pair (zkwire first in even pairs, anchor first in odd ones), so drift of the machine
 * lands on both sides of a pair alike. Each pair gives a ratio: zkwire's p50 over the anchor's p50 in that
 * pair (latency rows) or zkwire's operations per second over the anchor's (throughput rows).
 */
final class PairedRunner {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();
    /** A warm-up pair during which the JIT compiled for less than this leaves the row ready to measure. */
    static final long QUIET_JIT_MS = 50;

    private PairedRunner() {}

    static RowResult run(Row row, Profile profile, BenchServer server) throws Exception {
        RowResult result = new RowResult(row);
        String connect = server.connectString();
        try (Side zkwire = row.zkwire().open(connect); Side anchor = row.opponent().open(connect)) {
            long nanos = profile.block().toNanos();
            int pair = 0;
            // Warm-up: at least the profile's pairs, then on until a pair in which the JIT was (nearly) idle,
            // so compilations of either side do not land in measured blocks (the first row of a JVM needs more).
            boolean jitBusy = true;
            while (pair < profile.warmupPairs() || jitBusy && pair < profile.maxWarmupPairs()) {
                long jitBefore = jitMillis();
                runPair(zkwire, anchor, server, pair++, nanos);
                jitBusy = jitMillis() - jitBefore >= QUIET_JIT_MS;
            }
            result.warmupPairs = pair;
            for (int measured = 0; measured < profile.pairs(); measured++) {
                Block[] blocks = runPair(zkwire, anchor, server, pair++, nanos);
                result.add(blocks[0], blocks[1]);
            }
        }
        return result;
    }

    /** One pair, zkwire first in even pairs: returns zkwire's block, then the anchor's. */
    private static Block[] runPair(Side zkwire, Side anchor, BenchServer server, int pair, long nanos)
            throws Exception {
        boolean zkwireFirst = pair % 2 == 0;
        Block first = measure(zkwireFirst ? zkwire : anchor, server, nanos);
        Block second = measure(zkwireFirst ? anchor : zkwire, server, nanos);
        return zkwireFirst ? new Block[] {first, second} : new Block[] {second, first};
    }

    /** Milliseconds the JIT compilers have worked so far (0 where the JVM does not say: fixed warm-up). */
    private static long jitMillis() {
        return JIT != null && JIT.isCompilationTimeMonitoringSupported() ? JIT.getTotalCompilationTime() : 0;
    }

    private static Block measure(Side side, BenchServer server, long nanos) throws Exception {
        Block block = new Block();
        long allocatedBefore = allocatedByAllThreads();
        long cpuBefore = cpuOfAllThreads();
        long serverCpuBefore = server.cpuNanos();
        long start = System.nanoTime();
        side.run(nanos, block);
        block.elapsedNanos = System.nanoTime() - start;
        block.cpuNanos = Math.max(0, cpuOfAllThreads() - cpuBefore);
        block.allocatedBytes = Math.max(0, allocatedByAllThreads() - allocatedBefore);
        long serverCpuAfter = server.cpuNanos();
        if (serverCpuBefore >= 0 && serverCpuAfter >= 0) {
            block.serverCpuNanos = serverCpuAfter - serverCpuBefore;
        }
        return block;
    }

    /**
     * CPU time used so far by the live Java threads of this JVM: the clients' I/O and event threads and the
     * calling threads (GC and JIT compiler threads are not Java threads and are not counted). In a
     * server-bound row this is where a leaner client shows.
     */
    static long cpuOfAllThreads() {
        long sum = 0;
        for (long nanos : THREADS.getThreadCpuTime(THREADS.getAllThreadIds())) {
            sum += Math.max(0, nanos);
        }
        return sum;
    }

    /** Bytes allocated so far by the live threads (both libraries' I/O threads included). */
    static long allocatedByAllThreads() {
        long sum = 0;
        for (long bytes : THREADS.getThreadAllocatedBytes(THREADS.getAllThreadIds())) {
            sum += Math.max(0, bytes);
        }
        return sum;
    }

    /** Ratios of a row's pairs, in pair order. */
    static List<Double> ratios(List<Block> zkwire, List<Block> anchor, Row.Kind kind, double quantile) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < zkwire.size(); i++) {
            Block z = zkwire.get(i);
            Block a = anchor.get(i);
            ratios.add(kind == Row.Kind.THROUGHPUT ? z.opsPerSecond() / a.opsPerSecond()
                    : z.latencies.quantile(quantile) / a.latencies.quantile(quantile));
        }
        return ratios;
    }
}
