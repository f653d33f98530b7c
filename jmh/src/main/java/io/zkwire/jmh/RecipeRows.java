package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.locks.InterProcessReadWriteLock;
import io.zkwire.recipes.locks.InterProcessSemaphoreV2;
import io.zkwire.recipes.locks.Lease;
import java.util.List;
import org.apache.curator.framework.CuratorFramework;

/**
 * Uncontended recipe cycles (acquire + release on the calling thread), zkwire against Curator 5.9, each on a
 * lock path of its own; the mutex and semaphore cycles against their protocol floors ({@link ProtocolFloor});
 * and, as context rows, each floor against Curator.
 */
final class RecipeRows {
    private static final int MAX_LEASES = 2;

    private RecipeRows() {}

    static List<Row> all() {
        return List.of(
                new Row("mutexCycle", "uncontended mutex acquire + release", Row.Kind.LATENCY, "curator",
                        "p50 ≤ 0.55×, p99 ≤ 1.0×", RecipeRows::zkwireMutex, RecipeRows::curatorMutex),
                new Row("mutexFloor", "uncontended mutex cycle against the protocol floor", Row.Kind.LATENCY,
                        "floor", "p50 ≤ 1.10×", RecipeRows::zkwireMutex, ProtocolFloor::open),
                // Context, not a claim: how far below Curator any client's mutex cycle can go on this machine now.
                new Row("floorCurator", "the protocol floor's mutex cycle against Curator's", Row.Kind.LATENCY,
                        "floor", "curator", "– (bounds mutexCycle)", ProtocolFloor::open, RecipeRows::curatorMutex),
                new Row("readLockCycle", "uncontended read-lock acquire + release", Row.Kind.LATENCY, "curator",
                        "p50 ≤ 0.55×, p99 ≤ 1.0×", RecipeRows::zkwireReadLock, RecipeRows::curatorReadLock),
                new Row("semaphoreCycle", "uncontended semaphore V2 (2 leases) acquire + return", Row.Kind.LATENCY,
                        "curator", "p50 ≤ 0.40×, p99 ≤ 1.0×", RecipeRows::zkwireSemaphore,
                        RecipeRows::curatorSemaphore),
                new Row("semaphoreFloor", "uncontended semaphore V2 cycle against its protocol floor",
                        Row.Kind.LATENCY, "floor", "–", RecipeRows::zkwireSemaphore, ProtocolFloor::semaphore),
                new Row("semaphoreFloorCurator", "the semaphore's protocol floor against Curator's cycle",
                        Row.Kind.LATENCY, "floor", "curator", "– (bounds semaphoreCycle)", ProtocolFloor::semaphore,
                        RecipeRows::curatorSemaphore));
    }

    static Side zkwireMutex(String connect) throws Exception {
        ZkClient client = Clients.zkwire(connect);
        InterProcessMutex mutex = new InterProcessMutex(client, BenchServer.freshPath("mutex"));
        return Side.timed(() -> {
            mutex.acquire();
            mutex.release();
        }, client);
    }

    private static Side curatorMutex(String connect) throws Exception {
        CuratorFramework curator = Clients.curator(connect);
        var mutex = new org.apache.curator.framework.recipes.locks.InterProcessMutex(
                curator, BenchServer.freshPath("mutex"));
        return Side.timed(() -> {
            mutex.acquire();
            mutex.release();
        }, curator);
    }

    private static Side zkwireReadLock(String connect) throws Exception {
        ZkClient client = Clients.zkwire(connect);
        InterProcessMutex lock = new InterProcessReadWriteLock(client, BenchServer.freshPath("rw")).readLock();
        return Side.timed(() -> {
            lock.acquire();
            lock.release();
        }, client);
    }

    private static Side curatorReadLock(String connect) throws Exception {
        CuratorFramework curator = Clients.curator(connect);
        var lock = new org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock(
                curator, BenchServer.freshPath("rw")).readLock();
        return Side.timed(() -> {
            lock.acquire();
            lock.release();
        }, curator);
    }

    private static Side zkwireSemaphore(String connect) throws Exception {
        ZkClient client = Clients.zkwire(connect);
        var semaphore = new InterProcessSemaphoreV2(client, BenchServer.freshPath("semaphore"), MAX_LEASES);
        return Side.timed(() -> {
            Lease lease = semaphore.acquire();
            semaphore.returnLease(lease);
        }, client);
    }

    private static Side curatorSemaphore(String connect) throws Exception {
        CuratorFramework curator = Clients.curator(connect);
        var semaphore = new org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2(
                curator, BenchServer.freshPath("semaphore"), MAX_LEASES);
        return Side.timed(() -> {
            var lease = semaphore.acquire();
            semaphore.returnLease(lease);
        }, curator);
    }
}
