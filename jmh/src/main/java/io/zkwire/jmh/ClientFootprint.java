// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.ScalarResult;

/**
 * What each client after the first costs, as {@link ManyClientsBenchmark} measured it: {@code client.heap.kb},
 * retained heap after full collections; {@code client.threads}, platform threads; {@code client.connect.ms},
 * the shot's time over the clients it opened.
 * Use: {@code -prof io.zkwire.jmh.ClientFootprint}.
 */
public final class ClientFootprint implements InternalProfiler {
    /** Secondary result: retained heap per client, KB. */
    public static final String HEAP_KB = "client.heap.kb";
    /** Secondary result: platform threads per client. */
    public static final String THREADS = "client.threads";
    /** Secondary result: connect time per client, ms. */
    public static final String CONNECT_MS = "client.connect.ms";

    private static volatile double heapKB = Double.NaN;
    private static volatile double threads = Double.NaN;
    private static volatile double connectMs = Double.NaN;
    private static volatile long shotStart;
    private static volatile long shotNanos;

    static void startShot() {
        shotStart = System.nanoTime();
    }

    static void endShot() {
        shotNanos = System.nanoTime() - shotStart;
    }

    /** Records what {@code clients} clients opened since {@code before} cost each. */
    static void record(WaiterFootprint.Baseline before, int clients) {
        heapKB = (CacheCosts.retainedHeap() - before.heap()) / 1024.0 / clients;
        threads = (double) (ManagementFactory.getThreadMXBean().getThreadCount() - before.threads()) / clients;
        connectMs = shotNanos / 1e6 / clients;
    }

    @Override
    public String getDescription() {
        return "the heap, threads and connect time of each client after the first";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        heapKB = Double.NaN;
    }

    @Override
    public Collection<ScalarResult> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
            IterationResult result) {
        List<ScalarResult> results = new ArrayList<>();
        if (!Double.isNaN(heapKB)) {
            results.add(new ScalarResult(HEAP_KB, heapKB, "KB", AggregationPolicy.AVG));
            results.add(new ScalarResult(THREADS, threads, "threads", AggregationPolicy.AVG));
            results.add(new ScalarResult(CONNECT_MS, connectMs, "ms", AggregationPolicy.AVG));
        }
        return results;
    }
}
