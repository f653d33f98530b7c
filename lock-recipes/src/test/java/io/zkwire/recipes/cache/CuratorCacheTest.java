// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A CuratorCache against a real server: the first load, live changes, single-node mode, options. */
@Timeout(60)
class CuratorCacheTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aTreeIsLoadedThenFollowed() throws Exception {
        ZkClient client = server.client();
        String root = server.path("tree");
        client.create().creatingParentsIfNeeded().forPath(root + "/a/deep/er", bytes("1"));
        client.setData().forPath(root, bytes("r"));
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(heard);
            cache.start();
            List<String> load = heard.until("initialized");
            assertEquals(5, load.size(), "four nodes created, then initialized: " + load);
            assertTrue(load.containsAll(List.of("NODE_CREATED " + root + "=r", "NODE_CREATED " + root + "/a=",
                    "NODE_CREATED " + root + "/a/deep=", "NODE_CREATED " + root + "/a/deep/er=1")), load.toString());
            assertEquals(4, cache.size());

            client.create().forPath(root + "/b", bytes("2"));
            heard.expect("NODE_CREATED " + root + "/b=2");
            client.setData().forPath(root + "/a/deep/er", bytes("3"));
            heard.expect("NODE_CHANGED " + root + "/a/deep/er=3");
            client.delete().deletingChildrenIfNeeded().forPath(root + "/a");
            heard.expect("NODE_DELETED " + root + "/a/deep/er", "NODE_DELETED " + root + "/a/deep",
                    "NODE_DELETED " + root + "/a");
            assertArrayEquals(bytes("2"), cache.get(root + "/b").orElseThrow().getData());
            assertFalse(cache.get(root + "/a").isPresent());
            assertEquals(2, cache.size());
        }
        heard.expectNothingMore();
    }

    /**
     * Listeners run on the executor given with them, and by default on the recipes' callback executor: never on
     * the client's I/O or event thread, so a slow listener cannot hold up replies, pings or other watches.
     */
    @Test
    void listenersRunOnTheirExecutorNeverOnTheClientsThreads() throws Exception {
        ZkClient client = server.client();
        String root = server.path("threads");
        client.create().creatingParentsIfNeeded().forPath(root + "/a", bytes("1"));
        Set<String> givenThreads = ConcurrentHashMap.newKeySet();
        Set<String> defaultThreads = ConcurrentHashMap.newKeySet();
        CountDownLatch initialized = new CountDownLatch(2);
        CountDownLatch changed = new CountDownLatch(2);
        ExecutorService given = Executors.newSingleThreadExecutor(r -> new Thread(r, "the-users-executor"));
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(CuratorCacheListener.builder().forAll((type, before, after) -> {
                givenThreads.add(Thread.currentThread().getName());
                if (type == CuratorCacheListener.Type.NODE_CHANGED) {
                    changed.countDown();
                }
            }).forInitialized(initialized::countDown).build(), given);
            cache.listenable().addListener(CuratorCacheListener.builder().forAll((type, before, after) -> {
                defaultThreads.add(Thread.currentThread().getName());
                if (type == CuratorCacheListener.Type.NODE_CHANGED) {
                    changed.countDown();
                }
            }).forInitialized(initialized::countDown).build());
            cache.start();
            assertTrue(initialized.await(30, TimeUnit.SECONDS), "both listeners hear the first load's end");
            client.setData().forPath(root + "/a", bytes("2"));
            assertTrue(changed.await(30, TimeUnit.SECONDS), "both listeners hear the change");
        } finally {
            given.shutdown();
        }
        assertEquals(Set.of("the-users-executor"), givenThreads);
        assertFalse(defaultThreads.isEmpty());
        assertTrue(defaultThreads.stream().noneMatch(t -> t.startsWith("zkwire-")),
                () -> "the default executor is not one of the client's threads: " + defaultThreads);
    }

    @Test
    void aSingleNodeCacheIgnoresChildrenAndSeesTheNodeComeAndGo() throws Exception {
        ZkClient client = server.client();
        String node = server.path("single");
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(client, node, CuratorCache.Options.SINGLE_NODE_CACHE,
                CuratorCache.Options.DO_NOT_CLEAR_ON_CLOSE)) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.expect("initialized");
            client.create().creatingParentsIfNeeded().forPath(node, bytes("v1"));
            heard.expect("NODE_CREATED " + node + "=v1");
            client.create().forPath(node + "/child", bytes("c"));
            client.setData().forPath(node, bytes("v2"));
            heard.expect("NODE_CHANGED " + node + "=v2");
            assertEquals(1, cache.size());
            client.delete().deletingChildrenIfNeeded().forPath(node);
            heard.expect("NODE_DELETED " + node);
            client.create().forPath(node, bytes("v3"));
            heard.expect("NODE_CREATED " + node + "=v3");
            cache.close();
            assertEquals(1, cache.size(), "DO_NOT_CLEAR_ON_CLOSE keeps the node");
        }
    }

    @Test
    void theListenerBuilderSplitsEventsByKind() throws Exception {
        ZkClient client = server.client();
        String root = server.path("built");
        client.create().creatingParentsIfNeeded().forPath(root);
        Recorder creates = new Recorder();
        Recorder changes = new Recorder();
        Recorder deletes = new Recorder();
        CuratorCacheListener listener = CuratorCacheListener.builder()
                .forCreates(n -> creates.event(CuratorCacheListener.Type.NODE_CREATED, null, n))
                .forChanges((old, n) -> changes.event(CuratorCacheListener.Type.NODE_CHANGED, old, n))
                .forDeletes(old -> deletes.event(CuratorCacheListener.Type.NODE_DELETED, old, null))
                .forInitialized(creates::initialized)
                .afterInitialized()
                .build();
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(listener);
            cache.start();
            creates.expect("initialized"); // afterInitialized: the root's creation in the load is not passed on
            client.create().forPath(root + "/x", bytes("1"));
            creates.expect("NODE_CREATED " + root + "/x=1");
            client.setData().forPath(root + "/x", bytes("2"));
            changes.expect("NODE_CHANGED " + root + "/x=2");
            client.delete().forPath(root + "/x");
            deletes.expect("NODE_DELETED " + root + "/x");
        }
    }

    @Test
    void theBridgesTellCuratorsOlderListenersInTheirTerms() throws Exception {
        ZkClient client = server.client();
        String root = server.path("bridged");
        client.create().creatingParentsIfNeeded().forPath(root + "/a/deep", bytes("1"));
        Recorder tree = new Recorder();
        Recorder children = new Recorder();
        Recorder node = new Recorder();
        CuratorCacheListener listener = CuratorCacheListener.builder()
                .forTreeCache(client, (c, e) -> tree.line(e.getType() + " " + pathOf(e.getData())))
                .forPathChildrenCache(root, client, (c, e) -> children.line(e.getType() + " " + pathOf(e.getData())))
                .forNodeCache(() -> node.line("nodeChanged"))
                .build();
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(listener);
            cache.start();
            tree.expect("NODE_ADDED " + root, "NODE_ADDED " + root + "/a", "NODE_ADDED " + root + "/a/deep",
                    "INITIALIZED -");
            children.expect("CHILD_ADDED " + root + "/a", "INITIALIZED -");
            node.expect("nodeChanged", "nodeChanged", "nodeChanged"); // one per event
            client.delete().forPath(root + "/a/deep");
            tree.expect("NODE_REMOVED " + root + "/a/deep");
            node.expect("nodeChanged");
            children.expectNothingMore();
        }
    }

    private static String pathOf(ChildData data) {
        return data == null ? "-" : data.getPath();
    }

    @Test
    void badOptionsAreRefusedWithTheReason() throws Exception {
        ZkClient client = server.client();
        assertThrows(IllegalArgumentException.class, () -> CuratorCache.builder(client, "x/"));
        CuratorCache cache = CuratorCache.build(client, server.path("twice"));
        cache.start();
        assertThrows(IllegalStateException.class, cache::start);
        cache.close();
    }
}
