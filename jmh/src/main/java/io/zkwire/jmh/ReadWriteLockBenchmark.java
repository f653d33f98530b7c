// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Uncontended {@code InterProcessReadWriteLock} cycles (read lock, write lock; one thread): zkwire and Curator 5.9. */
public class ReadWriteLockBenchmark extends SampledCycles {

    /** zkwire's read and write locks on one path. */
    @State(Scope.Benchmark)
    public static class ZkwireLocks {
        io.zkwire.recipes.locks.InterProcessReadWriteLock lock;

        @Setup
        public void open(Sessions.Zkwire session) {
            lock = new io.zkwire.recipes.locks.InterProcessReadWriteLock(session.client, ZkServerState.freshPath("rw"));
        }
    }

    /** Curator's read and write locks on one path. */
    @State(Scope.Benchmark)
    public static class CuratorLocks {
        org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock lock;

        @Setup
        public void open(Sessions.Curator session) {
            lock = new org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock(session.client,
                    ZkServerState.freshPath("rw"));
        }
    }

    @Benchmark
    public void zkwireRead(ZkwireLocks state) throws Exception {
        LockCycle.zkwire(state.lock.readLock());
    }

    @Benchmark
    public void curatorRead(CuratorLocks state) throws Exception {
        LockCycle.curator(state.lock.readLock());
    }

    @Benchmark
    public void zkwireWrite(ZkwireLocks state) throws Exception {
        LockCycle.zkwire(state.lock.writeLock());
    }

    @Benchmark
    public void curatorWrite(CuratorLocks state) throws Exception {
        LockCycle.curator(state.lock.writeLock());
    }
}
