package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The lost-signal model: {@code lost()} completes only on an unexpected loss (session lost, node deleted by
 * someone else, client closed while held), never on a normal release, which completes {@code released()};
 * the loss is visible the instant the client decides it; a lost hold cannot be re-entered or downgraded.
 */
@Timeout(60)
class LostSignalTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aNormalReleaseCompletesReleasedAndNeverLost() throws Exception {
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));
        Acquisition held = Await.result(mutex.acquireAsync(), "acquire");
        CompletableFuture<LockLoss> lost = held.lost();

        Await.result(held.releaseAsync(), "release");

        Await.result(held.released(), "released signal");
        assertFalse(lost.isDone(), "a normal release is not a loss");
        assertFalse(held.isLost());
    }

    @Test
    void aDeletedNodeIsALossAtOnceEvenWithTheCommonPoolSaturated() throws Exception {
        ZkClient operator = server.client();
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));
        mutex.acquire();
        CompletableFuture<LockLoss> lost = mutex.lostSignal();
        ExecutorService mine = Executors.newSingleThreadExecutor();
        CompletableFuture<LockLoss> seenOnMine = new CompletableFuture<>();
        Acquisition held = mutex.heldByCurrentThread();
        held.lost(mine).thenAccept(seenOnMine::complete);
        CountDownLatch freePool = new CountDownLatch(1);
        saturateCommonPool(freePool);
        try {
            operator.delete().forPath(held.nodePath());

            Await.until(lost::isDone, "the lost signal while the common pool is busy");
            assertTrue(held.isLost());
            assertFalse(mutex.isHeldSafely(), "a lost hold may not be acted on");
            assertTrue(mutex.isOwnedByCurrentThread(), "Curator's bookkeeping: owned until released");
            assertEquals(LockLoss.Reason.NODE_DELETED, Await.result(seenOnMine, "the stage on the chosen executor").reason());
        } finally {
            freePool.countDown();
            mine.shutdown();
        }
        mutex.release();
        assertFalse(mutex.isOwnedByCurrentThread());
    }

    @Test
    void reenteringALostHoldFailsSayingWhy() throws Exception {
        ZkClient operator = server.client();
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));
        mutex.acquire();
        CompletableFuture<LockLoss> lost = mutex.lostSignal();
        operator.delete().forPath(mutex.heldByCurrentThread().nodePath());
        Await.result(lost, "lost signal");

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> mutex.acquire(1, TimeUnit.SECONDS));
        assertTrue(e.getMessage().contains("NODE_DELETED") && e.getMessage().contains("release()"), e.getMessage());
        mutex.release();
    }

    @Test
    void aLostWriteLockCannotBeDowngraded() throws Exception {
        ZkClient operator = server.client();
        InterProcessReadWriteLock lock = new InterProcessReadWriteLock(server.client(), server.path("rw"));
        lock.writeLock().acquire();
        CompletableFuture<LockLoss> lost = lock.writeLock().lostSignal();
        operator.delete().forPath(lock.writeLock().heldByCurrentThread().nodePath());
        Await.result(lost, "lost signal");

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> lock.readLock().acquire(1, TimeUnit.SECONDS));
        assertTrue(e.getMessage().contains("write lock was lost"), e.getMessage());
        assertFalse(lock.readLock().isOwnedByCurrentThread());
        lock.writeLock().release();
    }

    @Test
    void closingTheClientWhileHeldIsALoss() throws Exception {
        ZkClient client = server.client();
        InterProcessMutex mutex = new InterProcessMutex(client, server.path("lock"));
        Acquisition held = Await.result(mutex.acquireAsync(), "acquire");
        CompletableFuture<LockLoss> lost = held.lost();

        client.close();

        // The server's closeSession deletes the node, and its notification may come before the client's Closed.
        LockLoss.Reason reason = Await.result(lost, "lost signal on close").reason();
        assertTrue(reason == LockLoss.Reason.CLIENT_CLOSED || reason == LockLoss.Reason.NODE_DELETED, reason.name());
    }

    @Test
    void closingADisconnectedClientWhileHeldIsALossSayingSo() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        InterProcessMutex mutex = new InterProcessMutex(client, server.path("lock"));
        Acquisition held = Await.result(mutex.acquireAsync(), "acquire");
        CompletableFuture<LockLoss> lost = held.lost();
        proxy.set(Fault.resetAll());
        Await.until(() -> !client.isConnected(), "the client is disconnected");

        client.close();

        assertEquals(LockLoss.Reason.CLIENT_CLOSED, Await.result(lost, "lost signal on close").reason());
    }

    @Test
    void closingADisconnectedClientWakesABlockedAcquire() throws Exception {
        String path = server.path("lock");
        InterProcessMutex holder = new InterProcessMutex(server.client(), path);
        holder.acquire();
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        InterProcessMutex waiter = new InterProcessMutex(client, path);
        CompletableFuture<Void> blocked = Await.onOtherThread(waiter::acquire);
        Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == 2, "the waiter is queued");
        proxy.set(Fault.resetAll());
        Await.until(() -> !client.isConnected(), "the waiter's client is disconnected");

        client.close();

        ExecutionException e = assertThrows(ExecutionException.class, () -> blocked.get(5, TimeUnit.SECONDS));
        assertTrue(String.valueOf(e.getCause().getMessage()).contains("closed"), String.valueOf(e.getCause()));
        holder.release();
    }

    /** Occupies every common-pool worker until {@code free} opens. */
    private static void saturateCommonPool(CountDownLatch free) throws InterruptedException {
        int workers = ForkJoinPool.getCommonPoolParallelism();
        CountDownLatch busy = new CountDownLatch(workers);
        for (int i = 0; i < workers; i++) {
            ForkJoinPool.commonPool().execute(() -> {
                busy.countDown();
                Await.unchecked(() -> {
                    free.await(30, TimeUnit.SECONDS);
                });
            });
        }
        assertTrue(busy.await(10, TimeUnit.SECONDS), "common pool saturated");
    }
}
