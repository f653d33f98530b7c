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
 * What a standing queue of blocked waiters costs, as {@link VirtualWaitersBenchmark} measured it in its untimed
 * iteration set-up: {@code waiters.heap.mb}, the heap in use after full collections with the queue standing over
 * the same just before it was queued (the sessions already open); {@code waiters.platform.threads}, the JVM's
 * platform threads over those before (carriers included); {@code waiters.carrier.threads}, the carriers of
 * virtual threads among them.
 * Use: {@code -prof io.zkwire.jmh.WaiterFootprint}.
 */
public final class WaiterFootprint implements InternalProfiler {
    /** Secondary result: heap held by the standing queue, MB. */
    public static final String HEAP_MB = "waiters.heap.mb";
    /** Secondary result: platform threads added by the standing queue. */
    public static final String PLATFORM_THREADS = "waiters.platform.threads";
    /** Secondary result: carrier threads of virtual threads while the queue stands. */
    public static final String CARRIER_THREADS = "waiters.carrier.threads";
    private static final String CARRIER_CLASS = "jdk.internal.misc.CarrierThread";

    private static volatile double heapMB = Double.NaN;
    private static volatile double platformThreads = Double.NaN;
    private static volatile double carrierThreads = Double.NaN;

    /** A snapshot before the waiters are queued. */
    record Baseline(long heap, int threads) {
        static Baseline now() {
            return new Baseline(CacheCosts.retainedHeap(), ManagementFactory.getThreadMXBean().getThreadCount());
        }
    }

    /** Records what the standing queue costs over {@code before}. */
    static void record(Baseline before) {
        heapMB = (CacheCosts.retainedHeap() - before.heap()) / (1024.0 * 1024.0);
        platformThreads = ManagementFactory.getThreadMXBean().getThreadCount() - before.threads();
        carrierThreads = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getClass().getName().equals(CARRIER_CLASS)).count();
    }

    @Override
    public String getDescription() {
        return "the heap and threads a standing queue of blocked waiters holds";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        heapMB = Double.NaN;
        platformThreads = Double.NaN;
        carrierThreads = Double.NaN;
    }

    @Override
    public Collection<ScalarResult> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
            IterationResult result) {
        List<ScalarResult> results = new ArrayList<>();
        if (!Double.isNaN(heapMB)) {
            results.add(new ScalarResult(HEAP_MB, heapMB, "MB", AggregationPolicy.AVG));
            results.add(new ScalarResult(PLATFORM_THREADS, platformThreads, "threads", AggregationPolicy.AVG));
            results.add(new ScalarResult(CARRIER_THREADS, carrierThreads, "threads", AggregationPolicy.AVG));
        }
        return results;
    }
}
