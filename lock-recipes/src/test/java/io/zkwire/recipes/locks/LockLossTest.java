package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.LinkProxy;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Sessions that end while a lock is held or awaited: a client cut off from the server (which keeps
 * running, so the session really expires) or a session the server ends. The holder learns it lost the
 * lock, and the next contender gets it once the server has dropped the session's node.
 */
@Timeout(120)
class LockLossTest {

    private static final int SHORT_SESSION_MS = 4_000;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void sessionExpiryWhileHoldingFiresTheLostSignalAndTheNextContenderGetsTheLock() throws Exception {
        String path = server.path("lock");
        LinkProxy proxy = server.closeAfterTest(new LinkProxy(server.connectString()));
        ZkClient holderClient = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(SHORT_SESSION_MS));
        InterProcessMutex holder = new InterProcessMutex(holderClient, path);
        InterProcessMutex contender = new InterProcessMutex(server.client(), path);
        holder.acquire();
        long holderToken = holder.fencingToken();
        String holderNode = holder.getParticipantNodes().iterator().next();
        CompletableFuture<LockLoss> lost = holder.lostSignal();
        CompletableFuture<Acquisition> next = contender.acquireAsync();
        Await.until(() -> Await.unchecked(contender::getParticipantNodes).size() == 2, "the contender is queued");

        proxy.cut();

        assertEquals(new LockLoss(LockLoss.Reason.SESSION_LOST, holderNode), Await.result(lost, "lost signal while cut off"));
        Acquisition taken = Await.result(next, "the contender's acquisition after the server expired the holder");
        assertTrue(taken.fencingToken() > holderToken, "a later holder has a larger fencing token");
        proxy.restore();
        holder.release(); // the node went with the session: still a clean release
        assertFalse(holder.isOwnedByCurrentThread());
        Await.result(taken.releaseAsync(), "release");
    }

    @Test
    void aSessionTheServerEndsIsReportedLostAndTheLockPassesOn() throws Exception {
        String path = server.path("lock");
        ZkClient holderClient = server.client();
        InterProcessMutex holder = new InterProcessMutex(holderClient, path);
        InterProcessMutex contender = new InterProcessMutex(server.client(), path);
        holder.acquire();
        CompletableFuture<LockLoss> lost = holder.lostSignal();
        CompletableFuture<Acquisition> next = contender.acquireAsync();
        Await.until(() -> Await.unchecked(contender::getParticipantNodes).size() == 2, "the contender is queued");

        SessionKiller.kill(server.connectString(), holderClient.sessionId(), holderClient.sessionPassword());

        Acquisition taken = Await.result(next, "the contender's acquisition once the session's node is gone");
        assertEquals(LockLoss.Reason.SESSION_LOST, Await.result(lost, "lost signal after the server's expiry").reason());
        holder.release();
        Await.result(taken.releaseAsync(), "release");
    }

    @Test
    void aWaiterWhoseSessionIsLostStartsOverWithANewNode() throws Exception {
        String path = server.path("lock");
        ZkClient observer = server.client();
        InterProcessMutex holder = new InterProcessMutex(observer, path);
        LinkProxy proxy = server.closeAfterTest(new LinkProxy(server.connectString()));
        ZkClient waiterClient = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(SHORT_SESSION_MS));
        long oldSession = waiterClient.sessionId();
        InterProcessMutex waiter = new InterProcessMutex(waiterClient, path);
        holder.acquire();
        CompletableFuture<Acquisition> pending = waiter.acquireAsync();
        Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == 2, "the waiter is queued");

        proxy.cut();
        Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == 1, "the server expires the waiter's session");
        proxy.restore();
        Await.until(() -> Await.unchecked(holder::getParticipantNodes).size() == 2, "the waiter queues again, new session");

        holder.release();
        Acquisition acquisition = Await.result(pending, "the waiter gets the lock");
        long newSession = waiterClient.sessionId();
        assertNotEquals(oldSession, newSession);
        assertEquals(newSession, observer.checkExists().forPath(acquisition.nodePath()).ephemeralOwner());
        Await.result(acquisition.releaseAsync(), "release");
        assertEquals(List.of(), Children.of(observer, path));
    }
}
