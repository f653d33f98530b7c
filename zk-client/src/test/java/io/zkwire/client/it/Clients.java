package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.client.retry.RetryNTimes;
import java.util.concurrent.TimeUnit;

/** How the integration tests build zkwire clients: short timeouts, a few quick retries, always started. */
final class Clients {

    private Clients() {}

    /** The tests' defaults; each test changes only what it is about. */
    static ZkClientBuilder builder(String connectString) {
        return ZkClient.builder()
                .connectString(connectString)
                .sessionTimeoutMs(15_000)
                .connectionTimeoutMs(10_000)
                .retryPolicy(new RetryNTimes(3, 200));
    }

    /** Builds, starts and waits for the first session; the caller closes the client. */
    static ZkClient started(ZkClientBuilder builder) {
        ZkClient client = builder.build();
        client.start();
        try {
            assertTrue(client.blockUntilConnected(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS),
                    () -> "no session with " + builder.settings().connectString() + " within " + Await.TIMEOUT);
        } catch (InterruptedException e) {
            client.close();
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } catch (RuntimeException | AssertionError e) {
            client.close();
            throw e;
        }
        return client;
    }
}
