package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.imps.ProtectedUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(120)
class InterProcessSemaphoreV2Test {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void grantsUpToMaxLeasesAndATimedMultiLeaseAcquireIsAllOrNothing() throws Exception {
        ZkClient client = server.client();
        InterProcessSemaphoreV2 semaphore = new InterProcessSemaphoreV2(client, server.path("sem"), 3);

        Collection<Lease> two = semaphore.acquire(2);
        assertEquals(2, two.size());
        assertNull(semaphore.acquire(2, 300, TimeUnit.MILLISECONDS), "only one lease is left");
        assertEquals(2, semaphore.getParticipantNodes().size(), "the timed-out acquire returned the lease it took");
        Lease third = semaphore.acquire(1, TimeUnit.SECONDS);
        assertNotNull(third);
        assertNull(semaphore.acquire(0, TimeUnit.MILLISECONDS));

        semaphore.returnAll(two);
        semaphore.returnLease(third);
        assertEquals(List.of(), Children.of(client, server.path("sem/leases")));
        assertEquals(List.of(), Children.of(client, server.path("sem/locks")));
    }

    @Test
    void aWaiterGetsTheLeaseAnotherProcessReturns() throws Exception {
        String path = server.path("sem");
        InterProcessSemaphoreV2 first = new InterProcessSemaphoreV2(server.client(), path, 2);
        InterProcessSemaphoreV2 second = new InterProcessSemaphoreV2(server.client(), path, 2);
        Collection<Lease> held = first.acquire(2);
        CompletableFuture<Collection<Lease>> waiting = second.acquireAsync(2);
        Await.until(() -> Await.unchecked(first::getParticipantNodes).size() == 3, "the waiter created its first lease");
        assertFalse(waiting.isDone());

        first.returnAll(held);

        Collection<Lease> leases = Await.result(waiting, "both leases");
        assertEquals(2, leases.size());
        second.returnAll(leases);
    }

    @Test
    void leasesUseCuratorsNodesAndCarryFencingTokensAndLostSignals() throws Exception {
        ZkClient client = server.client();
        ZkClient operator = server.client();
        String path = server.path("sem");
        InterProcessSemaphoreV2 semaphore = new InterProcessSemaphoreV2(client, path, 5);
        semaphore.setNodeData(new byte[] {7});

        List<Lease> leases = new ArrayList<>(semaphore.acquire(2));
        for (Lease lease : leases) {
            assertTrue(ProtectedUtils.isProtectedZNode(lease.getNodeName()), lease.getNodeName());
            assertTrue(ProtectedUtils.normalize(lease.getNodeName()).matches("lease-\\d{10}"));
            assertEquals(path + "/leases/" + lease.getNodeName(), lease.nodePath());
            assertEquals(client.checkExists().forPath(lease.nodePath()).czxid(), lease.fencingToken());
            assertEquals(7, lease.getData()[0]);
        }
        assertTrue(leases.get(1).fencingToken() > leases.get(0).fencingToken());

        operator.delete().forPath(leases.get(0).nodePath());
        assertEquals(LockLoss.Reason.NODE_DELETED, Await.result(leases.get(0).lost(), "lost signal").reason());
        leases.get(1).close();
        Await.result(leases.get(1).released(), "released");
        assertFalse(leases.get(1).lost().isDone(), "a normal release is not a loss");
        leases.get(0).close();
    }

    @Test
    void timedAsyncAcquireCompletesEmptyAndLeavesNothing() throws Exception {
        ZkClient client = server.client();
        String path = server.path("sem");
        InterProcessSemaphoreV2 holder = new InterProcessSemaphoreV2(server.client(), path, 1);
        Lease held = holder.acquire();
        InterProcessSemaphoreV2 semaphore = new InterProcessSemaphoreV2(client, path, 1);

        assertEquals(Optional.empty(), Await.result(semaphore.acquireAsync(200, TimeUnit.MILLISECONDS), "timeout"));
        CompletableFuture<Lease> cancelled = semaphore.acquireAsync();
        Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == 2, "the waiter's lease node exists");
        cancelled.cancel(false);
        Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == 1, "the cancelled lease is deleted");

        held.close();
        Lease lease = Await.result(semaphore.acquireAsync(), "free now");
        lease.close();
        Await.until(() -> Await.unchecked(() -> Children.of(client, path + "/locks")).isEmpty(),
                "the inner mutex is released");
        assertThrows(IllegalArgumentException.class, () -> semaphore.acquire(0));
    }

    @Test
    void semaphoreMutexIsNotReentrantAndReleasableFromAnyThread() throws Exception {
        String path = server.path("mutex");
        InterProcessSemaphoreMutex mutex = new InterProcessSemaphoreMutex(server.client(), path);
        IllegalStateException notAcquired = assertThrows(IllegalStateException.class, mutex::release);
        assertTrue(notAcquired.getMessage().contains(path));

        mutex.acquire();
        assertTrue(mutex.isAcquiredInThisProcess());
        assertFalse(mutex.acquire(200, TimeUnit.MILLISECONDS), "not re-entrant");
        assertTrue(mutex.isAcquiredInThisProcess(), "a failed acquire keeps the held lease");
        assertTrue(mutex.lease().fencingToken() > 0);

        Await.result(Await.onOtherThread(mutex::release), "release from another thread");
        assertFalse(mutex.isAcquiredInThisProcess());
        assertTrue(mutex.acquire(1, TimeUnit.SECONDS));
        mutex.release();
    }
}
