// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;

/**
 * {@code DistributedAtomicLong.increment()}: zkwire's against Curator 5.9's, each on a counter of its own and
 * the same optimistic retry budget. {@code zkwire}/{@code curator}: one thread, latency.
 * {@code zkwireThreads}/{@code curatorThreads}: {@link #THREADS} threads of one client on one counter object,
 * increments per second. An increment whose retries ran out fails the benchmark.
 */
public class AtomicBenchmark extends SampledCycles {
    /** Threads of one client in the contended methods. */
    public static final int THREADS = 8;
    /** Optimistic tries per increment, without sleeps: contention on one client retries at once. */
    static final int RETRIES = 1_000;

    /** zkwire's counter on the fork's zkwire session. */
    @State(Scope.Benchmark)
    public static class ZkwireCounter {
        io.zkwire.recipes.atomic.DistributedAtomicLong counter;

        @Setup
        public void open(Sessions.Zkwire session) {
            counter = new io.zkwire.recipes.atomic.DistributedAtomicLong(session.client,
                    ZkServerState.freshPath("atomic"), new io.zkwire.client.retry.RetryNTimes(RETRIES, 0));
        }
    }

    /** Curator's counter on the fork's Curator session. */
    @State(Scope.Benchmark)
    public static class CuratorCounter {
        org.apache.curator.framework.recipes.atomic.DistributedAtomicLong counter;

        @Setup
        public void open(Sessions.Curator session) {
            counter = new org.apache.curator.framework.recipes.atomic.DistributedAtomicLong(session.client,
                    ZkServerState.freshPath("atomic"), new org.apache.curator.retry.RetryNTimes(RETRIES, 0));
        }
    }

    static long checked(boolean succeeded, Long postValue, String side) {
        if (!succeeded) {
            throw new IllegalStateException(side + "'s increment did not succeed within " + RETRIES + " tries");
        }
        return postValue;
    }

    static long zkwire(io.zkwire.recipes.atomic.DistributedAtomicLong counter) throws Exception {
        io.zkwire.recipes.atomic.AtomicValue<Long> value = counter.increment();
        return checked(value.succeeded(), value.postValue(), "zkwire");
    }

    static long curator(org.apache.curator.framework.recipes.atomic.DistributedAtomicLong counter)
            throws Exception {
        org.apache.curator.framework.recipes.atomic.AtomicValue<Long> value = counter.increment();
        return checked(value.succeeded(), value.postValue(), "Curator");
    }

    @Benchmark
    public long zkwire(ZkwireCounter state) throws Exception {
        return zkwire(state.counter);
    }

    @Benchmark
    public long curator(CuratorCounter state) throws Exception {
        return curator(state.counter);
    }

    @Benchmark
    @Threads(THREADS)
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long zkwireThreads(ZkwireCounter state) throws Exception {
        return zkwire(state.counter);
    }

    @Benchmark
    @Threads(THREADS)
    @BenchmarkMode(Mode.Throughput)
    @OutputTimeUnit(TimeUnit.SECONDS)
    public long curatorThreads(CuratorCounter state) throws Exception {
        return curator(state.counter);
    }
}
