package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.imps.ProtectedUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(120)
class InterProcessMutexTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void isReentrantPerThreadWithOneNode() throws Exception {
        ZkClient client = server.client();
        InterProcessMutex mutex = new InterProcessMutex(client, server.path("lock"));

        mutex.acquire();
        assertTrue(mutex.acquire(1, TimeUnit.SECONDS));
        assertEquals(1, mutex.getParticipantNodes().size());
        mutex.release();
        assertTrue(mutex.isOwnedByCurrentThread(), "still held once");
        mutex.release();

        assertFalse(mutex.isOwnedByCurrentThread());
        assertFalse(mutex.isAcquiredInThisProcess());
        assertEquals(List.of(), Children.of(client, server.path("lock")));
        IllegalMonitorStateException tooMany = assertThrows(IllegalMonitorStateException.class, mutex::release);
        assertTrue(tooMany.getMessage().contains(server.path("lock")), tooMany.getMessage());
    }

    @Test
    void onlyTheOwningThreadMayRelease() throws Exception {
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));
        mutex.acquire();
        IllegalMonitorStateException refused = assertThrows(IllegalMonitorStateException.class,
                () -> Await.result(Await.onOtherThread(mutex::release), "release from another thread"));
        assertTrue(refused.getMessage().contains(server.path("lock")));
        assertTrue(mutex.isOwnedByCurrentThread());
        mutex.release();
    }

    @Test
    void nodesHaveCuratorsNameDataAndContainerParent() throws Exception {
        ZkClient client = server.client();
        String path = server.path("lock");
        InterProcessMutex mutex = new InterProcessMutex(client, path);
        mutex.acquire();

        String node = mutex.getParticipantNodes().iterator().next();
        String name = node.substring(path.length() + 1);
        assertTrue(ProtectedUtils.isProtectedZNode(name), name);
        assertTrue(ProtectedUtils.normalize(name).matches("lock-\\d{10}"), name);
        assertArrayEquals(DefaultNodeData.get(), client.getData().forPath(node));
        Stat stat = client.checkExists().forPath(node);
        assertEquals(client.sessionId(), stat.ephemeralOwner());
        assertEquals(stat.czxid(), mutex.fencingToken());
        mutex.release();
    }

    @Test
    void parentsAreContainersTheServerRemovesAndTheLockRecreates() throws Exception {
        ZkClient client = server.client();
        String path = server.path("a/lock");
        InterProcessMutex mutex = new InterProcessMutex(client, path);
        mutex.acquire();
        mutex.release();

        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(server.root())) == null,
                "the server deletes the empty containers");
        mutex.acquire();
        assertEquals(1, mutex.getParticipantNodes().size());
        mutex.release();
    }

    @Test
    void waitersAreGrantedInRequestOrder() throws Exception {
        String path = server.path("lock");
        InterProcessMutex holder = new InterProcessMutex(server.client(), path);
        holder.acquire();
        List<Integer> grants = Collections.synchronizedList(new ArrayList<>());
        List<CompletableFuture<Void>> waiters = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            InterProcessMutex mutex = new InterProcessMutex(server.client(), path);
            int id = i;
            waiters.add(Await.onOtherThread(() -> {
                mutex.acquire();
                grants.add(id);
                mutex.release();
            }));
            int expected = i + 2;
            Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == expected, "waiter " + id + " queued");
        }
        holder.release();
        Await.result(CompletableFuture.allOf(waiters.toArray(CompletableFuture[]::new)), "all waiters");
        assertEquals(List.of(0, 1, 2, 3), grants);
    }

    @Test
    void aTimedOutAcquireLeavesNoNode() throws Exception {
        String path = server.path("lock");
        InterProcessMutex holder = new InterProcessMutex(server.client(), path);
        holder.acquire();
        ZkClient client = server.client();
        InterProcessMutex waiter = new InterProcessMutex(client, path);

        assertFalse(waiter.acquire(200, TimeUnit.MILLISECONDS));
        assertEquals(Optional.empty(), Await.result(waiter.acquireAsync(100, TimeUnit.MILLISECONDS), "timed async"));
        assertFalse(waiter.acquire(0, TimeUnit.MILLISECONDS));

        Await.until(() -> Await.unchecked(() -> Children.of(client, path)).size() == 1, "only the holder's node is left");
        holder.release();
        // release() returns once the delete is sent on the holder's session; the waiter is another session,
        // so the lock is free for it once the server has applied that delete
        Await.until(() -> Await.unchecked(() -> Children.of(client, path)).isEmpty(), "the holder's node is deleted");
        assertTrue(waiter.acquire(0, TimeUnit.MILLISECONDS), "a free lock is taken even with no time to wait");
        waiter.release();
    }

    @Test
    void cancellingOrInterruptingAWaiterDeletesItsNode() throws Exception {
        String path = server.path("lock");
        InterProcessMutex holder = new InterProcessMutex(server.client(), path);
        holder.acquire();
        ZkClient client = server.client();
        InterProcessMutex waiter = new InterProcessMutex(client, path);

        CompletableFuture<Acquisition> pending = waiter.acquireAsync();
        Await.until(() -> Await.unchecked(() -> Children.of(client, path)).size() == 2, "the waiter's node exists");
        pending.cancel(false);
        Await.until(() -> Await.unchecked(() -> Children.of(client, path)).size() == 1, "the cancelled node is deleted");

        Thread blocked = new Thread(() -> {
            try {
                waiter.acquire();
            } catch (Exception expected) {
                // InterruptedException
            }
        });
        blocked.start();
        Await.until(() -> Await.unchecked(() -> Children.of(client, path)).size() == 2, "the blocked waiter's node exists");
        blocked.interrupt();
        blocked.join(Await.LIMIT.toMillis());
        Await.until(() -> Await.unchecked(() -> Children.of(client, path)).size() == 1, "the interrupted node is deleted");
        assertFalse(waiter.isAcquiredInThisProcess());
        holder.release();
    }

    @Test
    void fencingTokensGrowWithEveryAcquisition() throws Exception {
        InterProcessMutex first = new InterProcessMutex(server.client(), server.path("lock"));
        InterProcessMutex second = new InterProcessMutex(server.client(), server.path("lock"));
        long previous = 0;
        for (int i = 0; i < 3; i++) {
            for (InterProcessMutex mutex : List.of(first, second)) {
                mutex.acquire();
                long token = mutex.fencingToken();
                assertTrue(token > previous, token + " after " + previous);
                previous = token;
                mutex.release();
            }
        }
        assertThrows(IllegalMonitorStateException.class, first::fencingToken);
    }

    @Test
    void asyncAcquisitionsAreNotTiedToThreadsNorReentrant() throws Exception {
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));
        Acquisition first = Await.result(mutex.acquireAsync(), "first");
        CompletableFuture<Acquisition> second = mutex.acquireAsync();
        assertFalse(second.isDone());
        assertTrue(mutex.isAcquiredInThisProcess());
        assertFalse(mutex.isOwnedByCurrentThread());

        Await.result(Await.onOtherThread(() -> first.releaseAsync().join()), "release on another thread");
        Acquisition next = Await.result(second, "second after the first's release");
        assertTrue(next.fencingToken() > first.fencingToken());
        Await.result(first.released(), "first's released signal");
        assertFalse(first.lost().isDone(), "a normal release is not a loss");
        assertFalse(first.isLost());
        Await.result(next.releaseAsync(), "release");
        Await.result(next.releaseAsync(), "a second release is a no-op");
    }

    @Test
    void lostSignalFiresWhenSomeoneDeletesTheNode() throws Exception {
        ZkClient operator = server.client();
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));
        mutex.acquire();
        CompletableFuture<LockLoss> lost = mutex.lostSignal();
        String node = mutex.getParticipantNodes().iterator().next();

        operator.delete().forPath(node);

        assertEquals(new LockLoss(LockLoss.Reason.NODE_DELETED, node), Await.result(lost, "lost signal"));
        mutex.release(); // the node is gone already: still a clean release
    }

    @Test
    void revocationReachesTheHolder() throws Exception {
        ZkClient other = server.client();
        InterProcessMutex mutex = new InterProcessMutex(server.client(), server.path("lock"));
        CompletableFuture<InterProcessMutex> asked = new CompletableFuture<>();
        mutex.makeRevocable(asked::complete);
        mutex.acquire();
        String node = mutex.getParticipantNodes().iterator().next();
        assertArrayEquals(new byte[0], other.getData().forPath(node), "revocable nodes carry no data (Curator)");

        Revoker.attemptRevoke(other, node);

        assertSame(mutex, Await.result(asked, "revocation request"));
        mutex.release();
        Revoker.attemptRevoke(other, node); // gone: ignored
    }

    @Test
    void manyRoundsFromTwoClientsLeaveNothingBehind() throws Exception {
        ZkClient client = server.client();
        String path = server.path("lock");
        InterProcessMutex a = new InterProcessMutex(client, path);
        ZkClient otherClient = server.client();
        InterProcessMutex b = new InterProcessMutex(otherClient, path);
        List<CompletableFuture<Void>> rounds = new ArrayList<>();
        for (InterProcessMutex mutex : List.of(a, b)) {
            rounds.add(Await.onOtherThread(() -> {
                for (int i = 0; i < 20; i++) {
                    mutex.acquire();
                    mutex.release();
                }
            }));
        }
        Await.result(CompletableFuture.allOf(rounds.toArray(CompletableFuture[]::new)), "all rounds");
        // A release returns once its delete is sent; each session's later requests are handled after its
        // own deletes, so a listing through b's session and then one through a's sees both applied.
        Children.of(otherClient, path);
        assertEquals(List.of(), Children.of(client, path));
    }

    @Test
    void lockThroughViewAndLockThroughClientExcludeEachOther() throws Exception {
        ZkClient client = server.client();
        InterProcessMutex viaClient = new InterProcessMutex(client, server.path("lock"));
        String namespace = server.root().substring(1); // the test's root, as a namespace
        InterProcessMutex viaView = new InterProcessMutex(client.usingNamespace(namespace), "/lock");

        viaView.acquire();
        String node = viaView.getParticipantNodes().iterator().next();
        assertEquals(client.sessionId(), client.checkExists().forPath(server.root() + node).ephemeralOwner());
        CompletableFuture<Boolean> tried = new CompletableFuture<>();
        Await.onOtherThread(() -> tried.complete(viaClient.acquire(200, TimeUnit.MILLISECONDS)));
        assertFalse(Await.result(tried, "a timed acquire through the client"), "the view's holder excludes it");

        CountDownLatch acquired = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> other = Await.onOtherThread(() -> {
            viaClient.acquire();
            acquired.countDown();
            release.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
            viaClient.release();
        });
        assertFalse(acquired.await(200, TimeUnit.MILLISECONDS), "still held through the view");
        viaView.release();
        if (!acquired.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
            throw new AssertionError("the client's lock was not granted after the view's release");
        }
        release.countDown();
        Await.result(other, "the client's release");
    }
}
