package io.zkwire.jmh;

/**
 * What one measurement block of one side produced: operations done, their latencies, time, and the bytes
 * allocated and CPU time used meanwhile by all of this JVM's Java threads, and the CPU time the ZooKeeper
 * server's process (a JVM of its own) used meanwhile.
 */
final class Block {
    final Samples latencies = new Samples();
    long ops;
    long elapsedNanos;
    long allocatedBytes;
    long cpuNanos;
    long serverCpuNanos = -1; // -1: not known

    double opsPerSecond() {
        return ops * 1e9 / elapsedNanos;
    }
}
