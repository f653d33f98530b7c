// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator 5.9's TestCuratorCache and TestNodeCache cases, ported as a user would port them. */
@Timeout(60)
class CuratorCacheCuratorCasesTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** Curator's testUpdateWhenNotCachingData: listeners get the data read, the storage keeps none. */
    @Test
    void dataNotCachedStorageStillHandsListenersTheData() throws Exception {
        ZkClient client = server.client();
        String root = server.path("notCached");
        client.create().creatingParentsIfNeeded().forPath(root + "/a", bytes("1"));
        CuratorCacheStorage storage = CuratorCacheStorage.dataNotCached();
        CompletableFuture<ChildData> created = new CompletableFuture<>();
        CompletableFuture<ChildData> changed = new CompletableFuture<>();
        CountDownLatch initialized = new CountDownLatch(1);
        try (CuratorCache cache = CuratorCache.builder(client, root).withStorage(storage).build()) {
            cache.listenable().addListener(CuratorCacheListener.builder()
                    .forCreates(node -> {
                        if (node.getPath().equals(root + "/a")) {
                            created.complete(node);
                        }
                    })
                    .forChanges((before, after) -> changed.complete(after))
                    .forInitialized(initialized::countDown).build());
            cache.start();
            assertArrayEquals(bytes("1"), Await.result(created, "the creation").getData());
            assertTrue(initialized.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS));
            client.setData().forPath(root + "/a", bytes("2"));
            assertArrayEquals(bytes("2"), Await.result(changed, "the change").getData());
            assertNull(storage.get(root + "/a").orElseThrow().getData(), "the storage keeps the stat only");
            assertEquals(2, storage.size());
        }
    }

    /** A storage reads one cache; parentPathFilter keeps the children of one node. */
    @Test
    void storageReadsItsCacheAndParentPathFilterKeepsChildren() throws Exception {
        ZkClient client = server.client();
        String root = server.path("filter");
        client.create().creatingParentsIfNeeded().forPath(root + "/a/b");
        client.create().forPath(root + "/c");
        CuratorCacheStorage storage = CuratorCacheStorage.standard();
        CountDownLatch initialized = new CountDownLatch(1);
        try (CuratorCache cache = CuratorCache.builder(client, root).withStorage(storage).build()) {
            cache.listenable().addListener(CuratorCacheListener.builder().forInitialized(initialized::countDown)
                    .build());
            cache.start();
            assertTrue(initialized.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS));
            List<String> children = storage.stream().filter(CuratorCacheAccessor.parentPathFilter(root))
                    .map(ChildData::getPath).sorted().toList();
            assertEquals(List.of(root + "/a", root + "/c"), children);
            assertThrows(IllegalStateException.class,
                    () -> CuratorCache.builder(client, root).withStorage(storage).build());
        }
    }

    /** Curator's TestNodeCache testDeleteThenCreate: each change heard, the cache follows. */
    @Test
    void nodeCacheFollowsDeleteThenCreate() throws Exception {
        ZkClient client = server.client();
        String path = server.path("node");
        client.create().creatingParentsIfNeeded().forPath(path, bytes("one"));
        Semaphore heard = new Semaphore(0);
        try (NodeCache cache = new NodeCache(client, path, false)) {
            cache.getListenable().addListener(heard::release);
            cache.start(true);
            assertArrayEquals(bytes("one"), cache.getCurrentData().getData());
            client.delete().forPath(path);
            assertTrue(heard.tryAcquire(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "the deletion");
            assertNull(cache.getCurrentData());
            client.create().forPath(path, bytes("two"));
            assertTrue(heard.tryAcquire(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "the creation");
            assertArrayEquals(bytes("two"), cache.getCurrentData().getData());
        }
    }

    /** Curator's TestNodeCache testKilledSession: after an expiry the cache keeps its data and hears changes. */
    @Test
    void nodeCacheFollowsAfterAKilledSession() throws Exception {
        ZkClient client = server.client();
        String path = server.path("killed");
        client.create().creatingParentsIfNeeded().forPath(path, bytes("start"));
        Semaphore heard = new Semaphore(0);
        try (NodeCache cache = new NodeCache(client, path)) {
            cache.start(true);
            cache.getListenable().addListener(heard::release);
            long oldSession = client.sessionId();
            CompletableFuture<Void> reconnected = new java.util.concurrent.CompletableFuture<>();
            client.addConnectionStateListener((c, state) -> {
                if (state == ConnectionState.RECONNECTED && c.sessionId() != oldSession) {
                    reconnected.complete(null);
                }
            });
            SessionKiller.kill(server.connectString(), oldSession, client.sessionPassword());
            Await.result(reconnected, "a new session");
            assertArrayEquals(bytes("start"), cache.getCurrentData().getData());
            client.setData().forPath(path, bytes("new data"));
            assertTrue(heard.tryAcquire(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "the change");
            assertArrayEquals(bytes("new data"), cache.getCurrentData().getData());
        }
    }
}
