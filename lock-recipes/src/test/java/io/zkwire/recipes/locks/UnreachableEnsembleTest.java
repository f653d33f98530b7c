// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An untimed acquire against a connect string where nothing listens (a closed port on 127.0.0.1): it fails
 * with a message that says how long it tried and which setting decided it, and the client's close() does
 * not then wait for the delete of a lock node whose create never reached a server.
 */
@Timeout(60)
class UnreachableEnsembleTest {

    private static final int CONNECTION_TIMEOUT_MS = 1_000;

    @Test
    void untimedAcquireSaysHowLongItTriedAndWhy() throws Exception {
        try (ZkClient client = unreachableClient()) {
            InterProcessMutex mutex = new InterProcessMutex(client, "/locks/unreachable");
            KeeperException failure = assertThrows(KeeperException.class, mutex::acquire);
            String message = failure.getMessage();
            assertTrue(message.contains("connectionTimeoutMs=" + CONNECTION_TIMEOUT_MS), message);
            assertTrue(message.matches("(?s).*gave up after \\d+ attempts? in \\d+(\\.\\d+)? s.*"), message);
        }
    }

    @Test
    void closeAfterAFailedAcquireReturnsAtOnce() throws Exception {
        ZkClient client = unreachableClient();
        try {
            InterProcessMutex mutex = new InterProcessMutex(client, "/locks/unreachable");
            assertThrows(KeeperException.class, mutex::acquire);
        } finally {
            long start = System.nanoTime();
            client.close();
            long closeMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertTrue(closeMs < CONNECTION_TIMEOUT_MS / 2, "close() took " + closeMs + " ms");
        }
    }

    private static ZkClient unreachableClient() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort(); // closed again below: nothing listens there
        }
        ZkClient client = ZkClient.builder().connectString("127.0.0.1:" + port)
                .connectionTimeoutMs(CONNECTION_TIMEOUT_MS).build();
        client.start();
        return client;
    }
}
