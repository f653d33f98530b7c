package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * User code that keeps the client's event thread busy must not delay LOST for a listener registered with an
 * executor of its own: the client hands it the state when it decides it.
 */
@Timeout(60)
class LostNotQueuedBehindUserCodeTest {

    private static final int SESSION_TIMEOUT_MS = 2_000;

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void aListenerWithItsOwnExecutorHearsLostWhileTheEventThreadIsBusy() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString())
                .sessionTimeoutMs(SESSION_TIMEOUT_MS));
        CountDownLatch release = new CountDownLatch(1);
        client.addConnectionStateListener((c, state) -> {
            if (state == ConnectionState.SUSPENDED) {
                await(release); // a slow user callback on the event thread
            }
        });
        CompletableFuture<ConnectionState> lost = new CompletableFuture<>();
        client.addConnectionStateListener((c, state) -> {
            if (state == ConnectionState.LOST) {
                lost.complete(state);
            }
        }, Runnable::run);
        try {
            proxy.set(Fault.resetAll());
            assertEquals(ConnectionState.LOST, lost.get(SESSION_TIMEOUT_MS * 2L, TimeUnit.MILLISECONDS));
        } finally {
            release.countDown();
            proxy.pass();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
