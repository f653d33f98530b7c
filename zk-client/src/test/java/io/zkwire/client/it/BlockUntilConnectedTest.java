package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's no-argument {@code blockUntilConnected()}. */
@Timeout(30)
class BlockUntilConnectedTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void returnsOnceConnected() throws Exception {
        ZkClient client = server.closeAfterTest(ZkClient.builder().connectString(server.connectString()).build());
        client.start();
        client.blockUntilConnected();
        assertTrue(client.isConnected());
    }

    @Test
    void aCloseEndsTheWait() throws Exception {
        ZkClient nowhere = ZkClient.builder().connectString("127.0.0.1:1").connectionTimeoutMs(500).build();
        nowhere.start();
        CompletableFuture<Void> waited = CompletableFuture.runAsync(() -> {
            try {
                nowhere.blockUntilConnected();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        nowhere.close();
        var e = assertThrows(java.util.concurrent.ExecutionException.class, () -> waited.get(5, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof IllegalStateException, String.valueOf(e.getCause()));
    }
}
