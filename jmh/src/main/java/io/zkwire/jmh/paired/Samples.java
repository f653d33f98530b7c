package io.zkwire.jmh.paired;

import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/** Latencies in nanoseconds as a histogram (value, count), filled from JMH's SampleTime statistics and pooled. */
final class Samples {
    private final TreeMap<Double, Long> counts = new TreeMap<>();
    private long size;

    /** Adds JMH's raw (value, count) pairs. */
    void addAll(Iterator<Map.Entry<Double, Long>> raw) {
        raw.forEachRemaining(e -> add(e.getKey(), e.getValue()));
    }

    void addAll(Samples other) {
        other.counts.forEach(this::add);
    }

    private void add(double nanos, long count) {
        counts.merge(nanos, count, Long::sum);
        size += count;
    }

    long size() {
        return size;
    }

    /** The value at quantile {@code q} (0..1, nearest rank); NaN when empty. */
    double quantile(double q) {
        if (size == 0) {
            return Double.NaN;
        }
        long rank = Math.max(1, Math.min(size, (long) Math.ceil(q * size)));
        long seen = 0;
        for (Map.Entry<Double, Long> e : counts.entrySet()) {
            seen += e.getValue();
            if (seen >= rank) {
                return e.getKey();
            }
        }
        return counts.lastKey();
    }

    double mean() {
        if (size == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (Map.Entry<Double, Long> e : counts.entrySet()) {
            sum += e.getKey() * e.getValue();
        }
        return sum / size;
    }
}
