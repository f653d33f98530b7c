// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
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
 * What a cache costs besides time, as the cache benchmarks measured it in their untimed iteration tear-down:
 * {@code cache.heap.per.node}, the heap the loaded cache retains per cached node (bytes: the heap in use after a
 * full collection with the cache loaded, less the same just before it was started, over the nodes it holds; so
 * it counts everything the library keeps for the cache, its client's share included, and nothing that is
 * garbage); {@code resync.requests} and {@code resync.bytes}, the frames and bytes the client sent towards the
 * server (counted at a {@code FaultProxy}) from the partition's end until its requests stopped, and
 * {@code resync.reply.bytes}, what the server sent back meanwhile.
 * Use: {@code -prof io.zkwire.jmh.CacheCosts}.
 */
public final class CacheCosts implements InternalProfiler {
    /** Secondary result: retained heap per cached node. */
    public static final String HEAP_PER_NODE = "cache.heap.per.node";
    /** Secondary result: requests the client sent for one resync. */
    public static final String RESYNC_REQUESTS = "resync.requests";
    /** Secondary result: bytes the client sent for one resync. */
    public static final String RESYNC_BYTES = "resync.bytes";
    /** Secondary result: bytes the server sent back (replies, notifications) during one resync. */
    public static final String RESYNC_REPLY_BYTES = "resync.reply.bytes";
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private static volatile double heapPerNode = Double.NaN;
    private static volatile double resyncRequests = Double.NaN;
    private static volatile double resyncBytes = Double.NaN;
    private static volatile double resyncReplyBytes = Double.NaN;

    /** The heap in use after full collections (repeated: one collection may leave finalizable garbage). */
    static long retainedHeap() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return MEMORY.getHeapMemoryUsage().getUsed();
    }

    static void recordHeap(long before, int nodes) {
        heapPerNode = (double) (retainedHeap() - before) / nodes;
    }

    static void recordResync(long requests, long bytes, long replyBytes) {
        resyncRequests = requests;
        resyncBytes = bytes;
        resyncReplyBytes = replyBytes;
    }

    @Override
    public String getDescription() {
        return "a cache's retained heap per node and the requests and bytes of its resync";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmark, IterationParams iteration) {
        heapPerNode = Double.NaN;
        resyncRequests = Double.NaN;
        resyncBytes = Double.NaN;
        resyncReplyBytes = Double.NaN;
    }

    @Override
    public Collection<ScalarResult> afterIteration(BenchmarkParams benchmark, IterationParams iteration,
            IterationResult result) {
        List<ScalarResult> results = new ArrayList<>();
        if (!Double.isNaN(heapPerNode)) {
            results.add(new ScalarResult(HEAP_PER_NODE, heapPerNode, "B/node", AggregationPolicy.AVG));
        }
        if (!Double.isNaN(resyncRequests)) {
            results.add(new ScalarResult(RESYNC_REQUESTS, resyncRequests, "req", AggregationPolicy.AVG));
            results.add(new ScalarResult(RESYNC_BYTES, resyncBytes, "B", AggregationPolicy.AVG));
            results.add(new ScalarResult(RESYNC_REPLY_BYTES, resyncReplyBytes, "B", AggregationPolicy.AVG));
        }
        return results;
    }
}
