package io.zkwire.jmh;

/**
 * What one measurement block of one side produced: operations done, their latencies, time, and the bytes
 * allocated and CPU time used meanwhile by all of this JVM's Java threads (the ZooKeeper server runs in its own).
 */
final class Block {
    final Samples latencies = new Samples();
    long ops;
    long elapsedNanos;
    long allocatedBytes;
    long cpuNanos;

    double opsPerSecond() {
        return ops * 1e9 / elapsedNanos;
    }
}
