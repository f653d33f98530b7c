package io.zkwire.jmh;

import java.util.Arrays;

/** Latencies in nanoseconds, appended by one thread at a time, sorted once when read. */
final class Samples {
    private long[] values = new long[1024];
    private int size;
    private boolean sorted = true;

    void add(long nanos) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = nanos;
        sorted = false;
    }

    void addAll(Samples other) {
        for (int i = 0; i < other.size; i++) {
            add(other.values[i]);
        }
    }

    int size() {
        return size;
    }

    /** The value at quantile {@code q} (0..1, nearest rank); NaN when empty. */
    double quantile(double q) {
        if (size == 0) {
            return Double.NaN;
        }
        sort();
        int rank = (int) Math.ceil(q * size) - 1;
        return values[Math.max(0, Math.min(size - 1, rank))];
    }

    double mean() {
        if (size == 0) {
            return Double.NaN;
        }
        double sum = 0;
        for (int i = 0; i < size; i++) {
            sum += values[i];
        }
        return sum / size;
    }

    private void sort() {
        if (!sorted) {
            Arrays.sort(values, 0, size);
            sorted = true;
        }
    }
}
