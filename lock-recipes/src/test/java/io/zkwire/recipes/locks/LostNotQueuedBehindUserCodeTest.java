package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 16, item 11, the recipes' side: user code that keeps the client's event thread busy must not delay a
 * holder's lost signal; the recipes hear LOST when the client decides it.
 */
@Timeout(60)
class LostNotQueuedBehindUserCodeTest {

    private static final int SESSION_TIMEOUT_MS = 2_000;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aHoldersLostSignalFiresWhileUserCodeBlocksTheEventThread() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString())
                .sessionTimeoutMs(SESSION_TIMEOUT_MS));
        InterProcessMutex mutex = new InterProcessMutex(client, server.path("lock"));
        mutex.acquire();
        CountDownLatch busy = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        client.addConnectionStateListener((c, state) -> {
            if (state == ConnectionState.SUSPENDED) {
                busy.countDown();
                awaitQuietly(release); // a slow user callback on the event thread
            }
        });
        try {
            proxy.set(Fault.resetAll());
            busy.await(SESSION_TIMEOUT_MS * 2L, TimeUnit.MILLISECONDS);
            LockLoss loss = mutex.lostSignal().get(SESSION_TIMEOUT_MS * 2L, TimeUnit.MILLISECONDS);
            assertEquals(LockLoss.Reason.SESSION_LOST, loss.reason());
            assertFalse(mutex.isHeldSafely());
            assertEquals(1, release.getCount(), "the event thread was still busy when the signal came");
        } finally {
            release.countDown();
            proxy.pass();
            mutex.release();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
