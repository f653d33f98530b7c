// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A cache whose servers are recreated (killed, their data wiped, started again: a new, empty ZooKeeper on the
 * same ports): it reports the lost session and the deletion of every node it held, says resynced, and follows
 * the new servers' tree from there. The concrete classes say which servers: a standalone one or an ensemble.
 */
@Timeout(180)
abstract class RecreatedCacheTests {

    /** The servers of the concrete class, recreated by the test. */
    abstract RecipeServer server();

    @Test
    void aCacheOverRecreatedServersReportsTheDeletesAndTheLostSessionThenFollowsTheNewTree() throws Exception {
        RecipeServer server = server();
        ZkClient client = server.client();
        String root = server.path("recreated");
        client.create().creatingParentsIfNeeded().forPath(root + "/a", bytes("1"));
        client.create().forPath(root + "/b", bytes("2"));
        Recorder heard = new Recorder();
        CountDownLatch sessionLost = new CountDownLatch(1);
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(heard);
            cache.listenable().addListener(new CuratorCacheListener() {
                @Override
                public void event(Type type, ChildData oldData, ChildData data) {
                }

                @Override
                public void sessionLost() {
                    sessionLost.countDown();
                }
            });
            cache.start();
            heard.until("initialized");

            server.ensemble().wipeAndRestart().awaitQuorum(Duration.ofSeconds(90));
            List<String> untilResynced = heard.until("resynced");
            assertEquals("stale", untilResynced.get(0));
            Set<String> deletes = untilResynced.stream().filter(line -> line.startsWith("NODE_DELETED"))
                    .collect(Collectors.toSet());
            assertEquals(Set.of("NODE_DELETED " + root, "NODE_DELETED " + root + "/a", "NODE_DELETED " + root + "/b"),
                    deletes, "every node the cache held, reported deleted once: " + untilResynced);
            assertEquals(5, untilResynced.size(), "stale, three deletes, resynced: " + untilResynced);
            assertTrue(sessionLost.await(30, TimeUnit.SECONDS), "the lost session reported");
            assertEquals(0, cache.size());

            client.create().creatingParentsIfNeeded().forPath(root + "/c", bytes("3"));
            heard.expect("NODE_CREATED " + root + "=", "NODE_CREATED " + root + "/c=3");
            assertEquals(2, cache.size());
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
