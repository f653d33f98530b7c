// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's TestPersistentTtlNode: the nodes stay while touched and go once the touches stop. */
@Timeout(60)
class PersistentTtlNodeTest {

    private static final long TTL_MS = 600;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theNodesStayWhileTouchedAndGoAfterClose() throws Exception {
        ZkClient client = server.client();
        String path = server.path("test");
        PersistentTtlNode node = new PersistentTtlNode(client, path, TTL_MS, new byte[0]);
        node.start();
        assertTrue(node.waitForInitialCreate(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS));
        String touch = path + "/" + PersistentTtlNode.DEFAULT_CHILD_NODE_NAME;
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(touch)) != null, "touched");
        long touchedAt = System.nanoTime();
        Await.until(() -> System.nanoTime() - touchedAt > TimeUnit.MILLISECONDS.toNanos(3 * TTL_MS), "3 TTLs");
        assertNotNull(client.checkExists().forPath(path), "kept while touched");
        assertEquals(0, client.checkExists().forPath(path).ephemeralOwner());

        node.close();
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(path)) == null, "gone after the TTL");
    }
}
