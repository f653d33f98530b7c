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
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator 5.9's TestTreeCache essentials, ported as a user would port them. */
@Timeout(60)
class TreeCacheTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private final BlockingQueue<TreeCacheEvent> events = new LinkedBlockingQueue<>();

    private void expect(TreeCacheEvent.Type type, String path) throws Exception {
        TreeCacheEvent event = events.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        assertNotNull(event, "no event within " + Await.LIMIT + "; expected " + type + " " + path);
        assertEquals(type, event.getType(), event.toString());
        assertEquals(path, event.getData() == null ? null : event.getData().getPath(), event.toString());
    }

    /** Curator's testStartup and testBasics: the load as NODE_ADDED, INITIALIZED, then each change. */
    @Test
    void loadsThenFollowsChanges() throws Exception {
        ZkClient client = server.client();
        String root = server.path("tree");
        client.create().creatingParentsIfNeeded().forPath(root + "/one", bytes("1"));
        try (TreeCache cache = TreeCache.newBuilder(client, root).build()) {
            cache.getListenable().addListener((c, event) -> events.add(event));
            cache.start();
            expect(TreeCacheEvent.Type.NODE_ADDED, root);
            expect(TreeCacheEvent.Type.NODE_ADDED, root + "/one");
            expect(TreeCacheEvent.Type.INITIALIZED, null);
            assertEquals(Set.of("one"), cache.getCurrentChildren(root).keySet());
            client.setData().forPath(root + "/one", bytes("2"));
            expect(TreeCacheEvent.Type.NODE_UPDATED, root + "/one");
            assertArrayEquals(bytes("2"), cache.getCurrentData(root + "/one").getData());
            client.create().forPath(root + "/one/two");
            expect(TreeCacheEvent.Type.NODE_ADDED, root + "/one/two");
            client.delete().deletingChildrenIfNeeded().forPath(root + "/one");
            expect(TreeCacheEvent.Type.NODE_REMOVED, root + "/one/two");
            expect(TreeCacheEvent.Type.NODE_REMOVED, root + "/one");
            assertNull(cache.getCurrentData(root + "/one"));
            assertNull(cache.getCurrentChildren(root + "/one"));
            assertEquals(0, cache.getCurrentChildren(root).size());
        }
    }

    /** Curator's testDepth0 and testSelector: the depth bounds and the selector filters what is shown. */
    @Test
    void depthAndSelectorChooseWhatIsShown() throws Exception {
        ZkClient client = server.client();
        String root = server.path("selected");
        client.create().creatingParentsIfNeeded().forPath(root + "/keep/deep/er");
        client.create().creatingParentsIfNeeded().forPath(root + "/skip/below");
        TreeCacheSelector selector = new TreeCacheSelector() {
            @Override
            public boolean traverseChildren(String fullPath) {
                return !fullPath.endsWith("/deep");
            }

            @Override
            public boolean acceptChild(String fullPath) {
                return !fullPath.endsWith("/skip");
            }
        };
        try (TreeCache cache = TreeCache.newBuilder(client, root).setSelector(selector).setMaxDepth(3).build()) {
            cache.getListenable().addListener((c, event) -> events.add(event));
            cache.start();
            List<String> added = new ArrayList<>();
            for (TreeCacheEvent event = events.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
                    event != null && event.getType() != TreeCacheEvent.Type.INITIALIZED;
                    event = events.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
                added.add(event.getData().getPath());
            }
            assertEquals(Set.of(root, root + "/keep", root + "/keep/deep"), Set.copyOf(added));
            assertNull(cache.getCurrentData(root + "/skip/below"));
            assertEquals(Set.of(), cache.getCurrentChildren(root + "/keep/deep").keySet());
        }
        try (TreeCache cache = TreeCache.newBuilder(client, root).setMaxDepth(0).build()) {
            cache.getListenable().addListener((c, event) -> events.add(event));
            events.clear();
            cache.start();
            expect(TreeCacheEvent.Type.NODE_ADDED, root);
            expect(TreeCacheEvent.Type.INITIALIZED, null);
            assertEquals(0, cache.getCurrentChildren(root).size());
        }
    }

    /** Curator's testCreateParents and testNoCacheData: the path is created; data is handed, not kept. */
    @Test
    void createsParentsAndHandsDataWithoutKeepingIt() throws Exception {
        ZkClient client = server.client();
        String root = server.path("created") + "/below";
        try (TreeCache cache = TreeCache.newBuilder(client, root).setCreateParentNodes(true).setCacheData(false)
                .build()) {
            cache.getListenable().addListener((c, event) -> events.add(event));
            cache.start();
            expect(TreeCacheEvent.Type.NODE_ADDED, root);
            client.create().forPath(root + "/a", bytes("x"));
            TreeCacheEvent event;
            do {
                event = events.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
                assertNotNull(event, "NODE_ADDED " + root + "/a");
            } while (event.getType() != TreeCacheEvent.Type.NODE_ADDED);
            assertArrayEquals(bytes("x"), event.getData().getData());
            assertNull(cache.getCurrentData(root + "/a").getData());
        }
    }

    /** Curator's testKilledSession: LOST, RECONNECTED, and the old session's ephemeral removed. */
    @Test
    void aKilledSessionIsReported() throws Exception {
        ZkClient client = server.client();
        String root = server.path("killed");
        client.create().creatingParentsIfNeeded().forPath(root);
        client.create().withMode(CreateMode.EPHEMERAL).forPath(root + "/me");
        try (TreeCache cache = new TreeCache(client, root)) {
            cache.getListenable().addListener((c, event) -> events.add(event));
            cache.start();
            expect(TreeCacheEvent.Type.NODE_ADDED, root);
            expect(TreeCacheEvent.Type.NODE_ADDED, root + "/me");
            expect(TreeCacheEvent.Type.INITIALIZED, null);
            SessionKiller.kill(server.connectString(), client.sessionId(), client.sessionPassword());
            List<TreeCacheEvent.Type> heard = new ArrayList<>();
            while (!heard.contains(TreeCacheEvent.Type.CONNECTION_RECONNECTED)) {
                TreeCacheEvent event = events.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
                assertNotNull(event, "heard only " + heard);
                heard.add(event.getType());
            }
            assertTrue(heard.contains(TreeCacheEvent.Type.CONNECTION_LOST), heard.toString());
            assertTrue(heard.indexOf(TreeCacheEvent.Type.NODE_REMOVED)
                    < heard.indexOf(TreeCacheEvent.Type.CONNECTION_RECONNECTED), heard.toString());
            assertTrue(heard.contains(TreeCacheEvent.Type.NODE_REMOVED), heard.toString());
            assertNull(cache.getCurrentData(root + "/me"));
        }
    }
}
