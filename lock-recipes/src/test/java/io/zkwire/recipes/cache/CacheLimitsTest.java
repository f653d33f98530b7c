// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Bounded memory: a node limit that stops the cache with a clear error, a depth limit, stats without data. */
@Timeout(60)
class CacheLimitsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void passingTheNodeLimitStopsTheCacheAndSaysWhy() throws Exception {
        ZkClient client = server.client();
        String root = server.path("limited");
        for (int i = 0; i < 3; i++) {
            client.create().creatingParentsIfNeeded().forPath(root + "/n" + i);
        }
        CompletableFuture<Exception> handled = new CompletableFuture<>();
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.builder(client, root).withMaxNodes(4)
                .withExceptionHandler(handled::complete).build()) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.until("initialized");
            client.create().forPath(root + "/n3");

            Exception e = Await.result(handled, "the exception handler hears the limit");
            assertInstanceOf(CacheLimitException.class, e);
            assertTrue(e.getMessage().contains("limit of 4 nodes") && e.getMessage().contains(root + "/n3")
                    && e.getMessage().contains("withMaxNodes"), e.getMessage());
            assertEquals("failed: " + e.getMessage(), heard.next());
            assertEquals(4, cache.size(), "what it held stays readable");
            client.create().forPath(root + "/n4");
            client.create().forPath(root + "/sentinel");
            assertEquals(4, cache.size(), "it follows the server no more");
        }
    }

    @Test
    void aDepthLimitAndDataNotCachedKeepTheCacheSmall() throws Exception {
        ZkClient client = server.client();
        String root = server.path("shallow");
        client.create().creatingParentsIfNeeded().forPath(root + "/a/b/c", bytes("deep"));
        client.setData().forPath(root + "/a", bytes("data"));
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.builder(client, root).withMaxDepth(1).withDataNotCached().build()) {
            cache.listenable().addListener(heard);
            cache.start();
            List<String> load = heard.until("initialized");
            assertEquals(List.of("NODE_CREATED " + root, "NODE_CREATED " + root + "/a", "initialized"), load);
            assertNull(cache.get(root + "/a").orElseThrow().getData());
            assertEquals(4, cache.get(root + "/a").orElseThrow().getStat().dataLength());

            client.create().forPath(root + "/a/b/c2");
            client.setData().forPath(root + "/a", bytes("changed"));
            heard.expect("NODE_CHANGED " + root + "/a");
            assertFalse(cache.get(root + "/a/b").isPresent());
            assertEquals(2, cache.size());
        }
    }
}
