// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.Warnings;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** On a 3.5 server (no persistent watches) a PersistentWatcher says so once and does not ask again. */
@Timeout(60)
class PersistentWatcherOldServerTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer(b -> b.version("3.5.10"));

    @Test
    void saysItNeeds36AndStopsAsking() throws Exception {
        ZkClient client = server.client();
        AtomicInteger resets = new AtomicInteger();
        try (Warnings warnings = Warnings.of(PersistentWatcher.class);
                PersistentWatcher watcher = new PersistentWatcher(client, "/", true)) {
            watcher.getResetListenable().addListener(resets::incrementAndGet);
            watcher.start();
            String warning = warnings.next();
            assertNotNull(warning, "no warning");
            assertTrue(warning.contains("needs ZooKeeper 3.6 or later"), warning);
            assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS), "the client connects again");
            assertNotNull(client.checkExists().forPath("/"));
            assertNotNull(client.checkExists().forPath("/")); // a second round trip, after any addWatch of the reconnect
            assertEquals(List.of(), warnings.taken(), "asked once, not again at the reconnect its request caused");
            assertEquals(0, resets.get(), "no reset: the watch was never set");
        }
    }
}
