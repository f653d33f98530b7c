package io.zkwire.jmh.paired;

import io.zkwire.jmh.CacheCosts;
import io.zkwire.jmh.CostPerOpProfiler;
import io.zkwire.jmh.WaiterFootprint;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * What one side's single-fork JMH run produced over its measured iterations: operations, their sampled latencies
 * (SampleTime and SingleShotTime rows) or their rate (Throughput rows), and per operation the bytes allocated (JMH's
 * {@code gc.alloc.rate.norm}), the CPU used by this fork's process and by the server, and the packets the
 * server received ({@link CostPerOpProfiler}). NaN where a number is not known.
 */
final class Block {
    static final String ALLOC_NORM = "gc.alloc.rate.norm";

    final Samples latencies = new Samples();
    long ops;
    double opsPerSecond;
    double allocatedPerOp = Double.NaN;
    double cpuMicrosPerOp = Double.NaN;
    double serverCpuMicrosPerOp = Double.NaN;
    double serverRequestsPerOp = Double.NaN;
    double serverBytesInPerOp = Double.NaN;
    double serverBytesOutPerOp = Double.NaN;
    /** The cache rows' costs ({@link CacheCosts}); NaN in every other row. */
    double cacheHeapPerNode = Double.NaN;
    double resyncRequests = Double.NaN;
    double resyncBytes = Double.NaN;
    double resyncReplyBytes = Double.NaN;
    /** The virtual-waiter row's footprint ({@link WaiterFootprint}); NaN in every other row. */
    double waitersHeapMB = Double.NaN;
    double waitersPlatformThreads = Double.NaN;
    double waitersCarrierThreads = Double.NaN;

    double opsPerSecond() {
        return opsPerSecond;
    }

    /** Reads a run made with the time unit nanoseconds (SampleTime) or seconds (Throughput). */
    static Block of(RunResult run, Row.Kind kind) {
        Block block = new Block();
        for (BenchmarkResult fork : run.getBenchmarkResults()) {
            for (IterationResult iteration : fork.getIterationResults()) {
                block.ops += iteration.getMetadata().getAllOps();
            }
        }
        Result<?> primary = run.getPrimaryResult();
        if (kind.timed()) {
            block.latencies.addAll(primary.getStatistics().getRawData());
            var measurement = run.getParams().getMeasurement();
            double seconds = measurement.getCount() * measurement.getTime().convertTo(TimeUnit.NANOSECONDS) / 1e9;
            // a single shot's rate is one over its time, which the latencies already show
            block.opsPerSecond = kind == Row.Kind.LATENCY ? block.ops / seconds : Double.NaN;
        } else {
            block.opsPerSecond = primary.getScore();
        }
        block.allocatedPerOp = score(run, ALLOC_NORM);
        block.cpuMicrosPerOp = score(run, CostPerOpProfiler.JVM_CPU);
        block.serverCpuMicrosPerOp = score(run, CostPerOpProfiler.SERVER_CPU);
        block.serverRequestsPerOp = score(run, CostPerOpProfiler.SERVER_REQUESTS);
        block.serverBytesInPerOp = score(run, CostPerOpProfiler.SERVER_BYTES_IN);
        block.serverBytesOutPerOp = score(run, CostPerOpProfiler.SERVER_BYTES_OUT);
        block.cacheHeapPerNode = score(run, CacheCosts.HEAP_PER_NODE);
        block.resyncRequests = score(run, CacheCosts.RESYNC_REQUESTS);
        block.resyncBytes = score(run, CacheCosts.RESYNC_BYTES);
        block.resyncReplyBytes = score(run, CacheCosts.RESYNC_REPLY_BYTES);
        block.waitersHeapMB = score(run, WaiterFootprint.HEAP_MB);
        block.waitersPlatformThreads = score(run, WaiterFootprint.PLATFORM_THREADS);
        block.waitersCarrierThreads = score(run, WaiterFootprint.CARRIER_THREADS);
        return block;
    }

    /** A secondary result's score (JMH's or a profiler's); NaN where the run has none of that name. */
    private static double score(RunResult run, String label) {
        Result<?> result = run.getSecondaryResults().get(label);
        return result == null ? Double.NaN : result.getScore();
    }
}
