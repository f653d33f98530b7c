// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Uncontended {@code InterProcessMultiLock} cycle over {@code locks} mutexes (acquire all, release all, one
 * thread): zkwire and Curator 5.9.
 */
public class MultiLockBenchmark extends SampledCycles {

    /** How many mutexes one multi-lock holds. */
    @State(Scope.Benchmark)
    public static class Paths {
        @Param({"2"})
        public int locks;

        List<String> fresh() {
            String base = ZkServerState.freshPath("multi");
            return java.util.stream.IntStream.range(0, locks).mapToObj(i -> base + "/lock-" + i).toList();
        }
    }

    /** zkwire's multi-lock. */
    @State(Scope.Benchmark)
    public static class ZkwireLock {
        io.zkwire.recipes.locks.InterProcessMultiLock lock;

        @Setup
        public void open(Sessions.Zkwire session, Paths paths) {
            lock = new io.zkwire.recipes.locks.InterProcessMultiLock(session.client, paths.fresh());
        }
    }

    /** Curator's multi-lock. */
    @State(Scope.Benchmark)
    public static class CuratorLock {
        org.apache.curator.framework.recipes.locks.InterProcessMultiLock lock;

        @Setup
        public void open(Sessions.Curator session, Paths paths) {
            lock = new org.apache.curator.framework.recipes.locks.InterProcessMultiLock(session.client, paths.fresh());
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
