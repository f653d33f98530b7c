package io.zkwire.jmh;

/** What one measurement block of one side produced: operations done, their latencies, time and allocation. */
final class Block {
    final Samples latencies = new Samples();
    long ops;
    long elapsedNanos;
    long allocatedBytes;

    double opsPerSecond() {
        return ops * 1e9 / elapsedNanos;
    }
}
