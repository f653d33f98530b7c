// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator 5.9's TestPathChildrenCache cases, ported as a user would port them (zkwire client, same calls). */
@Timeout(60)
class CuratorPathChildrenCacheTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private static PathChildrenCacheEvent next(BlockingQueue<PathChildrenCacheEvent> events) throws Exception {
        PathChildrenCacheEvent event = events.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        assertNotNull(event, "no event within " + Await.LIMIT);
        return event;
    }

    /** Curator's testEnsurePath: starting the cache creates its path. */
    @Test
    void startCreatesThePath() throws Exception {
        ZkClient client = server.client();
        String path = server.path("ensure");
        try (PathChildrenCache cache = new PathChildrenCache(client, path, true)) {
            cache.start(PathChildrenCache.StartMode.BUILD_INITIAL_CACHE);
            assertNotNull(client.checkExists().forPath(path), "the cache created " + path);
        }
    }

    /**
     * Curator's testParentContainerMissing: a child created after the start is heard, its parent exists; the
     * listener runs on a thread of the given factory.
     */
    @Test
    void aChildOfTheCreatedPathIsHeard() throws Exception {
        ZkClient client = server.client();
        String path = server.path("missing") + "/parent";
        BlockingQueue<PathChildrenCacheEvent> events = new LinkedBlockingQueue<>();
        Set<String> threads = ConcurrentHashMap.newKeySet();
        try (PathChildrenCache cache = new PathChildrenCache(client, path, true, r -> new Thread(r, "pcc-listener"))) {
            cache.getListenable().addListener((c, event) -> {
                threads.add(Thread.currentThread().getName());
                events.add(event);
            });
            cache.start(PathChildrenCache.StartMode.POST_INITIALIZED_EVENT);
            assertEquals(PathChildrenCacheEvent.Type.INITIALIZED, next(events).getType());
            client.create().forPath(path + "/one", bytes("1"));
            PathChildrenCacheEvent added = next(events);
            assertEquals(PathChildrenCacheEvent.Type.CHILD_ADDED, added.getType());
            assertEquals(path + "/one", added.getData().getPath());
            assertEquals(Set.of("pcc-listener"), threads);
        }
    }

    /** Curator's testKilledSession: LOST, then RECONNECTED, and the old session's ephemeral child removed. */
    @Test
    void aKilledSessionIsLostReconnectedAndItsEphemeralsRemoved() throws Exception {
        ZkClient client = server.client();
        String path = server.path("killed");
        client.create().creatingParentsIfNeeded().forPath(path);
        CountDownLatch added = new CountDownLatch(1);
        CountDownLatch lost = new CountDownLatch(1);
        CountDownLatch reconnected = new CountDownLatch(1);
        CountDownLatch removed = new CountDownLatch(1);
        try (PathChildrenCache cache = new PathChildrenCache(client, path, true)) {
            cache.start();
            cache.getListenable().addListener((c, event) -> {
                switch (event.getType()) {
                    case CHILD_ADDED -> added.countDown();
                    case CONNECTION_LOST -> lost.countDown();
                    case CONNECTION_RECONNECTED -> reconnected.countDown();
                    case CHILD_REMOVED -> removed.countDown();
                    default -> { }
                }
            });
            client.create().withMode(CreateMode.EPHEMERAL).forPath(path + "/me", bytes("data"));
            assertTrue(added.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "CHILD_ADDED");
            SessionKiller.kill(server.connectString(), client.sessionId(), client.sessionPassword());
            assertTrue(lost.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "CONNECTION_LOST");
            assertTrue(reconnected.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "CONNECTION_RECONNECTED");
            assertTrue(removed.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "CHILD_REMOVED");
        }
    }

    /** Curator's rebuildNode: one child read again, without events. */
    @Test
    void rebuildNodeReadsOneChildAgain() throws Exception {
        ZkClient client = server.client();
        String path = server.path("rebuild");
        client.create().creatingParentsIfNeeded().forPath(path + "/a", bytes("1"));
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try (PathChildrenCache cache = new PathChildrenCache(client, path, true, false, executor)) {
            cache.start(PathChildrenCache.StartMode.BUILD_INITIAL_CACHE);
            assertArrayEquals(bytes("1"), cache.getCurrentData(path + "/a").getData());
            client.setData().forPath(path + "/a", bytes("2"));
            cache.rebuildNode(path + "/a");
            assertArrayEquals(bytes("2"), cache.getCurrentData(path + "/a").getData());
            client.delete().forPath(path + "/a");
            cache.rebuildNode(path + "/a");
            assertNull(cache.getCurrentData(path + "/a"));
        } finally {
            executor.shutdownNow();
        }
    }
}
