// SPDX-License-Identifier: Apache-2.0
package com.example;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.testkit.KillSession;
import io.zkwire.testkit.TestingServer;
import java.io.File;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Curator's TestingServer and KillSession, as a test migrated from curator-test uses them. */
class TestingServerTest {
    @Test
    void aClientReadsWhatItWroteAcrossARestart() throws Exception {
        File directory;
        try (TestingServer server = new TestingServer()) {
            directory = server.getTempDirectory();
            ZkClient client = ZkClient.builder().connectString(server.getConnectString()).build();
            client.start();
            client.create().forPath("/config", "v1".getBytes(UTF_8));

            server.restart();

            assertArrayEquals("v1".getBytes(UTF_8), client.getData().forPath("/config"));
            client.close();
        }
        assertFalse(directory.exists(), "close() deletes the server's directory");
    }

    @Test
    void killSessionExpiresTheSessionAndItsEphemeralNodes() throws Exception {
        try (TestingServer server = new TestingServer()) {
            CountDownLatch lost = new CountDownLatch(1);
            ZkClient client = ZkClient.builder().connectString(server.getConnectString()).build();
            client.addConnectionStateListener((c, state) -> {
                if (state == ConnectionState.LOST) {
                    lost.countDown();
                }
            });
            client.start();
            client.create().withMode(CreateMode.EPHEMERAL).forPath("/worker", new byte[0]);

            KillSession.kill(client.sessionId(), client.sessionPassword(), server.getConnectString());

            assertTrue(lost.await(30, TimeUnit.SECONDS), "the client learns that its session is gone");
            assertEquals(null, client.checkExists().forPath("/worker"));
            client.close();
        }
    }
}
