package io.zkwire.jmh.paired;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** The measured pairs of one row under one server setting, and what the report shows of them. */
final class RowResult {
    final Row row;
    final List<Block> zkwire = new ArrayList<>();
    final List<Block> anchor = new ArrayList<>();

    RowResult(Row row) {
        this.row = row;
    }

    void add(Block zkwireBlock, Block anchorBlock) {
        zkwire.add(zkwireBlock);
        anchor.add(anchorBlock);
    }

    /** The headline ratio of every pair: p50 over p50, or throughput over throughput. */
    List<Double> ratios() {
        return PairedRunner.ratios(zkwire, anchor, row.kind(), 0.50);
    }

    /** p99 over p99 of every pair (the tail), for rows whose operations are timed one by one. */
    List<Double> tailRatios() {
        return PairedRunner.ratios(zkwire, anchor, Row.Kind.LATENCY, 0.99);
    }

    static Samples pooled(List<Block> blocks) {
        Samples all = new Samples();
        blocks.forEach(b -> all.addAll(b.latencies));
        return all;
    }

    /** Mean of the blocks' rates (every block measures for the same time). */
    static double opsPerSecond(List<Block> blocks) {
        return blocks.stream().mapToDouble(Block::opsPerSecond).average().orElse(Double.NaN);
    }

    static double allocatedPerOp(List<Block> blocks) {
        return perOp(blocks, b -> b.allocatedPerOp);
    }

    static double cpuMicrosPerOp(List<Block> blocks) {
        return perOp(blocks, b -> b.cpuMicrosPerOp);
    }

    /** The server's CPU per operation while this side ran; NaN where any block did not know it. */
    static double serverCpuMicrosPerOp(List<Block> blocks) {
        return perOp(blocks, b -> b.serverCpuMicrosPerOp);
    }

    /** The packets the server received per operation while this side ran; NaN where any block did not know it. */
    static double serverRequestsPerOp(List<Block> blocks) {
        return perOp(blocks, b -> b.serverRequestsPerOp);
    }

    /** One of {@link Block}'s per-operation (or per-shot) costs over all blocks; NaN where a block lacks it. */
    static double perShot(List<Block> blocks, ToDoubleFunction<Block> cost) {
        return perOp(blocks, cost);
    }

    /** A per-operation amount over all blocks, weighted by their operations; NaN if any block lacks it. */
    private static double perOp(List<Block> blocks, ToDoubleFunction<Block> amount) {
        long ops = 0;
        double total = 0;
        for (Block b : blocks) {
            ops += b.ops;
            total += amount.applyAsDouble(b) * b.ops;
        }
        return total / ops;
    }

    /** Median, minimum and maximum of a list of ratios (NaN ratios, from sides without latencies, dropped). */
    record Spread(double median, double min, double max) {
        static Spread of(List<Double> values) {
            List<Double> sorted = new ArrayList<>(values.stream().filter(v -> !v.isNaN()).toList());
            if (sorted.isEmpty()) {
                return new Spread(Double.NaN, Double.NaN, Double.NaN);
            }
            Collections.sort(sorted);
            int n = sorted.size();
            double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
            return new Spread(median, sorted.get(0), sorted.get(n - 1));
        }
    }
}
