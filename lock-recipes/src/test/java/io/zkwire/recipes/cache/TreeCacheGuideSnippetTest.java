// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.watch.PersistentWatcher;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Runs the TreeCache, storage and PersistentWatcher snippets of docs/guide/caches.md. */
@Timeout(60)
class TreeCacheGuideSnippetTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theTreeCacheSnippetRuns() throws Exception {
        ZkClient client = server.client();
        client.create().creatingParentsIfNeeded().forPath("/services/web/one");
        // snippet start
        CountDownLatch loaded = new CountDownLatch(1);
        TreeCache tree = TreeCache.newBuilder(client, "/services").setMaxDepth(2).build();
        tree.getListenable().addListener((c, event) -> {
            if (event.getType() == TreeCacheEvent.Type.INITIALIZED) {
                loaded.countDown();
            }
        });
        tree.start();
        loaded.await(10, TimeUnit.SECONDS);
        Map<String, ChildData> services = tree.getCurrentChildren("/services");
        tree.close();
        // snippet end
        assertEquals(Set.of("web"), services.keySet());
    }

    @Test
    void theStorageSnippetRuns() throws Exception {
        ZkClient client = server.client();
        client.create().creatingParentsIfNeeded().forPath("/config/db", "url".getBytes());
        CountDownLatch loaded = new CountDownLatch(1);
        // snippet start
        CuratorCacheStorage storage = CuratorCacheStorage.dataNotCached();
        CuratorCache cache = CuratorCache.builder(client, "/config").withStorage(storage).build();
        // snippet end
        cache.listenable().addListener(CuratorCacheListener.builder().forInitialized(loaded::countDown).build());
        cache.start();
        loaded.await(10, TimeUnit.SECONDS);
        assertNull(storage.get("/config/db").orElseThrow().getData());
        cache.close();
    }

    @Test
    void thePersistentWatcherSnippetRuns() throws Exception {
        ZkClient client = server.client();
        // snippet start
        PersistentWatcher watcher = new PersistentWatcher(client, "/jobs", true);
        watcher.getListenable().addListener(event -> System.out.println(event.type() + " " + event.path()));
        watcher.getResetListenable().addListener(() -> System.out.println("set again: read what matters"));
        watcher.start();
        watcher.close();
        // snippet end
    }
}
