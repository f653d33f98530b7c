// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.faults.FaultProxy;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@code updateServerList}: later connections go to the new servers, under the same chroot. */
@Timeout(60)
class UpdateServerListTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void theSessionMovesToTheNewServersAndKeepsItsChroot() throws Exception {
        server.client().create().forPath("/update-list");
        FaultProxy before = server.proxy();
        FaultProxy after = server.proxy();
        ZkClient client = server.client(b -> b.connectString(before.connectString() + "/update-list"));
        long session = client.sessionId();

        client.updateServerList(after.connectString()); // no chroot: the client's stays
        before.keepResetting(Duration.ofSeconds(30)); // the old address is gone
        after.awaitConnections(1, Duration.ofSeconds(20));
        client.create().forPath("/node", "x".getBytes(StandardCharsets.UTF_8));

        assertEquals(session, client.sessionId(), "the session moved, it did not start afresh");
        assertArrayEquals("x".getBytes(StandardCharsets.UTF_8), server.client().getData().forPath("/update-list/node"));
    }

    @Test
    void anotherChrootIsRefusedWithTheReason() throws Exception {
        ZkClient client = server.client();
        var refused = assertThrows(IllegalArgumentException.class,
                () -> client.updateServerList(server.connectString() + "/elsewhere"));
        assertTrue(refused.getMessage().contains("keeps its chroot"), refused.getMessage());
        client.updateServerList(server.connectString() + "/"); // "/" is no chroot
        assertNotNull(client.checkExists().forPath("/"));
    }
}
