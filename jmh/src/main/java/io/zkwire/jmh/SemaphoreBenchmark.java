// SPDX-License-Identifier: Apache-2.0
package io.zkwire.jmh;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Uncontended {@code InterProcessSemaphoreV2} cycle ({@code leases} leases; acquire + return, one thread):
 * zkwire, Curator 5.9, and the semaphore's protocol floor ({@link ProtocolFloor#semaphore}).
 */
public class SemaphoreBenchmark extends SampledCycles {

    /** How many leases the semaphore grants. */
    @State(Scope.Benchmark)
    public static class Leases {
        @Param({"2"})
        public int leases;
    }

    /** zkwire's semaphore. */
    @State(Scope.Benchmark)
    public static class ZkwireSemaphore {
        io.zkwire.recipes.locks.InterProcessSemaphoreV2 semaphore;

        @Setup
        public void open(Sessions.Zkwire session, Leases leases) {
            semaphore = new io.zkwire.recipes.locks.InterProcessSemaphoreV2(session.client,
                    ZkServerState.freshPath("semaphore"), leases.leases);
        }
    }

    /** Curator's semaphore. */
    @State(Scope.Benchmark)
    public static class CuratorSemaphore {
        org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2 semaphore;

        @Setup
        public void open(Sessions.Curator session, Leases leases) {
            semaphore = new org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2(session.client,
                    ZkServerState.freshPath("semaphore"), leases.leases);
        }
    }

    /** The semaphore cycle's protocol floor, on an official client of its own. */
    @State(Scope.Benchmark)
    public static class Floor {
        ProtocolFloor floor;

        @Setup
        public void open(ZkServerState server) throws Exception {
            floor = ProtocolFloor.semaphore(server.connectString());
        }

        @TearDown
        public void close() throws InterruptedException {
            floor.close();
        }
    }

    @Benchmark
    public void zkwire(ZkwireSemaphore state) throws Exception {
        state.semaphore.returnLease(state.semaphore.acquire());
    }

    @Benchmark
    public void curator(CuratorSemaphore state) throws Exception {
        state.semaphore.returnLease(state.semaphore.acquire());
    }

    @Benchmark
    public void floor(Floor state) throws Exception {
        state.floor.cycle();
    }
}
