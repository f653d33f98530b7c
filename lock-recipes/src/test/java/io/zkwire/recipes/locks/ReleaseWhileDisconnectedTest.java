// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.internal.Polling;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A release made while the holder's connection is down (the client reconnecting, its session alive): it
 * returns once its delete was done, or fails saying the delete was not confirmed while the client keeps
 * trying it; a close() right after it waits for that delete, so a process that releases and exits does not
 * leave its node to the session timeout (40 s here), which every other process would wait for.
 */
@Timeout(90)
class ReleaseWhileDisconnectedTest {

    private static final int SESSION_TIMEOUT_MS = 40_000;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer(b -> b.serverProperty("maxSessionTimeout", "60000"));

    private FaultProxy proxy;
    private ZkClient holderClient;
    private InterProcessMutex holder;
    private String node;

    /** A holder behind a proxy, then cut off: every connection it makes is reset. */
    private void holdThenCutOff(int connectionTimeoutMs) throws Exception {
        holdThenCutOff(connectionTimeoutMs, SESSION_TIMEOUT_MS);
    }

    private void holdThenCutOff(int connectionTimeoutMs, int sessionTimeoutMs) throws Exception {
        proxy = server.proxy();
        holderClient = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(sessionTimeoutMs)
                .connectionTimeoutMs(connectionTimeoutMs));
        holder = new InterProcessMutex(holderClient, server.path("lock"));
        holder.acquire();
        node = holder.heldByCurrentThread().nodePath();
        proxy.set(Fault.resetAll());
        Await.until(() -> !holderClient.isConnected(), "the holder's client notices the cut");
    }

    private static void awaitBlocked(Thread thread) {
        Polling.until(Await.LIMIT, thread.getName() + " blocked or done",
                () -> thread.getState() == Thread.State.WAITING || thread.getState() == Thread.State.TIMED_WAITING
                        || !thread.isAlive(), thread::toString);
    }

    @Test
    void aReleaseWaitsForItsDeleteUntilTheConnectionIsBack() throws Exception {
        ZkClient observer = server.client();
        holdThenCutOff(30_000);
        Thread releaser = Thread.currentThread();
        CompletableFuture<Void> healed = Await.onOtherThread(() -> {
            awaitBlocked(releaser);
            assertNotNull(observer.checkExists().forPath(node), "nothing reached the server while it was cut off");
            proxy.pass();
        });

        holder.release();

        assertNull(observer.checkExists().forPath(node), "the node was gone when release() returned");
        Await.result(healed, "the cut healed while release() waited");
    }

    @Test
    void aReleaseWhoseDeleteFindsNoConnectionFailsSayingSoAndTheDeleteHappensLater() throws Exception {
        ZkClient observer = server.client();
        holdThenCutOff(2_000);

        KeeperException failure = assertThrows(KeeperException.class, holder::release);

        assertEquals(KeeperException.Code.CONNECTIONLOSS, failure.code(), failure::toString);
        assertTrue(failure.getMessage().contains(node) && failure.getMessage().contains("was not confirmed")
                && failure.getMessage().contains("keeps trying it in the background"), failure.getMessage());
        assertFalse(holder.isAcquiredInThisProcess(), "released here all the same");
        assertNotNull(observer.checkExists().forPath(node), "nothing reached the server while it was cut off");
        proxy.pass();
        Await.until(() -> Await.unchecked(() -> observer.checkExists().forPath(node)) == null,
                "the delete, retried in the background, removes the node");
    }

    @Test
    void aReleaseWaitingForItsDeleteEndsNormallyWhenTheSessionIsLost() throws Exception {
        ZkClient observer = server.client();
        holdThenCutOff(30_000, 3_000);

        holder.release(); // the session's LOST ends the wait: its ephemeral node goes with it

        assertFalse(holder.isAcquiredInThisProcess());
        proxy.pass();
        Await.until(() -> Await.unchecked(() -> observer.checkExists().forPath(node)) == null,
                "the node gone with the session (or deleted by the retry in the next one)");
    }

    @Test
    void aProcessThatReleasesWhileCutOffAndClosesFreesTheLockForARivalAtOnce() throws Exception {
        CuratorFramework curator = server.curator();
        holdThenCutOff(6_000);
        try {
            holder.release();
        } catch (KeeperException e) {
            // the delete was not confirmed within 6 s; a process on its way out goes on to close()
        }

        Thread exiting = new Thread(holderClient::close, "exiting");
        exiting.start();
        awaitBlocked(exiting);
        proxy.pass(); // the server is reachable again only now, while close() waits for the delete
        exiting.join(Await.LIMIT.toMillis());
        assertFalse(exiting.isAlive(), "close() ended within its bound");

        assertNull(curator.checkExists().forPath(node), "the lock node was gone when close() returned");
        org.apache.curator.framework.recipes.locks.InterProcessMutex rival =
                new org.apache.curator.framework.recipes.locks.InterProcessMutex(curator, server.path("lock"));
        assertTrue(rival.acquire(SESSION_TIMEOUT_MS / 4, TimeUnit.MILLISECONDS),
                "a Curator rival got the lock long before the holder's session could expire");
        rival.release();
    }
}
