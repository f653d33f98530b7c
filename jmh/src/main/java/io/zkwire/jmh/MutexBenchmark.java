// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Uncontended {@code InterProcessMutex} cycle (acquire + release, one thread): zkwire, Curator 5.9, and the
 * protocol floor ({@link ProtocolFloor}), each on a lock path of its own.
 */
public class MutexBenchmark extends SampledCycles {

    /** zkwire's mutex. */
    @State(Scope.Benchmark)
    public static class ZkwireLock {
        io.zkwire.recipes.locks.InterProcessMutex lock;

        @Setup
        public void open(Sessions.Zkwire session) {
            lock = new io.zkwire.recipes.locks.InterProcessMutex(session.client, ZkServerState.freshPath("mutex"));
        }
    }

    /** Curator's mutex. */
    @State(Scope.Benchmark)
    public static class CuratorLock {
        org.apache.curator.framework.recipes.locks.InterProcessMutex lock;

        @Setup
        public void open(Sessions.Curator session) {
            lock = new org.apache.curator.framework.recipes.locks.InterProcessMutex(session.client,
                    ZkServerState.freshPath("mutex"));
        }
    }

    /** The mutex cycle's protocol floor, on an official client of its own. */
    @State(Scope.Benchmark)
    public static class Floor {
        ProtocolFloor floor;

        @Setup
        public void open(ZkServerState server) throws Exception {
            floor = ProtocolFloor.mutex(server.connectString());
        }

        @TearDown
        public void close() throws InterruptedException {
            floor.close();
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

    @Benchmark
    public void floor(Floor state) throws Exception {
        state.floor.cycle();
    }
}
