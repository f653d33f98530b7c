package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.locks.InterProcessReadWriteLock;
import io.zkwire.recipes.locks.InterProcessSemaphoreV2;
import io.zkwire.recipes.locks.Lease;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Uncontended recipe cycles (acquire + release), zkwire against Curator 5.9 on the same server, each on
 * a lock path of its own made fresh for every trial.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RecipesBenchmark {
    private static final int MAX_LEASES = 2;

    private ZkClient zkwire;
    private CuratorFramework curator;
    private InterProcessMutex zkMutex;
    private org.apache.curator.framework.recipes.locks.InterProcessMutex curatorMutex;
    private InterProcessSemaphoreV2 zkSemaphore;
    private org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2 curatorSemaphore;
    private InterProcessMutex zkReadLock;
    private org.apache.curator.framework.recipes.locks.InterProcessMutex curatorReadLock;

    @Setup(Level.Trial)
    public void connect() throws Exception {
        zkwire = Clients.zkwire();
        curator = Clients.curator();
        zkMutex = new InterProcessMutex(zkwire, BenchServer.freshPath("mutex"));
        curatorMutex = new org.apache.curator.framework.recipes.locks.InterProcessMutex(
                curator, BenchServer.freshPath("mutex"));
        zkSemaphore = new InterProcessSemaphoreV2(zkwire, BenchServer.freshPath("semaphore"), MAX_LEASES);
        curatorSemaphore = new org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2(
                curator, BenchServer.freshPath("semaphore"), MAX_LEASES);
        zkReadLock = new InterProcessReadWriteLock(zkwire, BenchServer.freshPath("rw")).readLock();
        curatorReadLock = new org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock(
                curator, BenchServer.freshPath("rw")).readLock();
    }

    @TearDown(Level.Trial)
    public void close() {
        zkwire.close();
        curator.close();
    }

    @Benchmark
    public void mutexCycle_zkwire() throws Exception {
        zkMutex.acquire();
        zkMutex.release();
    }

    @Benchmark
    public void mutexCycle_curator() throws Exception {
        curatorMutex.acquire();
        curatorMutex.release();
    }

    @Benchmark
    public void semaphoreCycle_zkwire() throws Exception {
        Lease lease = zkSemaphore.acquire();
        zkSemaphore.returnLease(lease);
    }

    @Benchmark
    public void semaphoreCycle_curator() throws Exception {
        org.apache.curator.framework.recipes.locks.Lease lease = curatorSemaphore.acquire();
        curatorSemaphore.returnLease(lease);
    }

    @Benchmark
    public void readLockCycle_zkwire() throws Exception {
        zkReadLock.acquire();
        zkReadLock.release();
    }

    @Benchmark
    public void readLockCycle_curator() throws Exception {
        curatorReadLock.acquire();
        curatorReadLock.release();
    }
}
