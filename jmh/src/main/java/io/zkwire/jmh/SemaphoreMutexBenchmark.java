// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Uncontended {@code InterProcessSemaphoreMutex} cycle (Curator's lease-based, non-reentrant mutex; acquire +
 * release, one thread): zkwire and Curator 5.9.
 */
public class SemaphoreMutexBenchmark extends SampledCycles {

    /** zkwire's semaphore mutex. */
    @State(Scope.Benchmark)
    public static class ZkwireLock {
        io.zkwire.recipes.locks.InterProcessSemaphoreMutex lock;

        @Setup
        public void open(Sessions.Zkwire session) {
            lock = new io.zkwire.recipes.locks.InterProcessSemaphoreMutex(session.client,
                    ZkServerState.freshPath("semmutex"));
        }
    }

    /** Curator's semaphore mutex. */
    @State(Scope.Benchmark)
    public static class CuratorLock {
        org.apache.curator.framework.recipes.locks.InterProcessSemaphoreMutex lock;

        @Setup
        public void open(Sessions.Curator session) {
            lock = new org.apache.curator.framework.recipes.locks.InterProcessSemaphoreMutex(session.client,
                    ZkServerState.freshPath("semmutex"));
        }
    }

    @Benchmark
    public void zkwire(ZkwireLock state) throws Exception {
        LockCycle.zkwire(state.lock);
    }

    @Benchmark
    public void curator(CuratorLock state) throws Exception {
        LockCycle.curator(state.lock);
    }
}
