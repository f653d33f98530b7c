// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** NodeCache and PathChildrenCache, the views over the cache engine, with Curator writing. */
@Timeout(120)
class CacheViewsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aNodeCacheBuiltAtStartHearsLaterChangesOnly() throws Exception {
        CuratorFramework writer = server.curator();
        String node = server.path("node");
        writer.create().creatingParentsIfNeeded().forPath(node, bytes("1"));
        BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        try (NodeCache cache = new NodeCache(server.client(), node)) {
            cache.getListenable().addListener(() -> {
                ChildData now = cache.getCurrentData();
                heard.add(now == null ? "gone" : new String(now.getData()));
            });
            cache.start(true);
            assertArrayEquals(bytes("1"), cache.getCurrentData().getData());
            BlockingQueue<String> late = new LinkedBlockingQueue<>();
            cache.getListenable().addListener(() -> late.add("changed"));

            writer.setData().forPath(node, bytes("2"));
            assertEquals("2", next(heard));
            assertEquals("changed", next(late), "a listener added after the first read hears later changes");
            writer.delete().forPath(node);
            assertEquals("gone", next(heard));
            assertNull(cache.getCurrentData());
            writer.create().forPath(node, bytes("3"));
            assertEquals("3", next(heard));
            cache.rebuild();
            assertArrayEquals(bytes("3"), cache.getCurrentData().getData());
        }
        assertNull(heard.poll(), "the first read was not passed on, nothing was heard twice");
    }

    @Test
    void aPathChildrenCacheReportsItsChildrenOnlyThenInitializedThenAnOutage() throws Exception {
        CuratorFramework writer = server.curator();
        String parent = server.path("parent");
        writer.create().creatingParentsIfNeeded().forPath(parent + "/a/grandchild", bytes("g"));
        writer.setData().forPath(parent + "/a", bytes("a1"));
        writer.create().forPath(parent + "/b", bytes("b1"));
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        try (PathChildrenCache cache = new PathChildrenCache(client, parent, true)) {
            cache.getListenable().addListener((c, event) -> heard.add(describe(parent, event)));
            cache.start(PathChildrenCache.StartMode.POST_INITIALIZED_EVENT);
            List<String> load = List.of(next(heard), next(heard));
            assertEquals(List.of("CHILD_ADDED a=a1", "CHILD_ADDED b=b1"), load.stream().sorted().toList());
            assertEquals("INITIALIZED [a, b]", next(heard));

            writer.setData().forPath(parent + "/b", bytes("b2"));
            assertEquals("CHILD_UPDATED b=b2", next(heard));
            writer.setData().forPath(parent + "/a/grandchild", bytes("not a child"));
            proxy.set(Fault.resetAll());
            assertEquals("CONNECTION_SUSPENDED", next(heard));
            writer.delete().forPath(parent + "/b");
            writer.create().forPath(parent + "/c", bytes("c1"));
            proxy.pass();
            List<String> caughtUp = List.of(next(heard), next(heard));
            assertEquals(List.of("CHILD_ADDED c=c1", "CHILD_REMOVED b=b2"), caughtUp.stream().sorted().toList());
            assertEquals("CONNECTION_RECONNECTED", next(heard));
            assertEquals(List.of(parent + "/a", parent + "/c"),
                    cache.getCurrentData().stream().map(ChildData::getPath).toList());

            cache.clearAndRefresh();
            List<String> again = List.of(next(heard), next(heard));
            assertEquals(List.of("CHILD_ADDED a=a1", "CHILD_ADDED c=c1"), again.stream().sorted().toList());
        }
    }

    @Test
    void aPathChildrenCacheBuiltAtStartHoldsItsChildrenAtOnceAndSilently() throws Exception {
        ZkClient writer = server.client();
        String parent = server.path("built");
        writer.create().creatingParentsIfNeeded().forPath(parent + "/x", bytes("1"));
        BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        try (PathChildrenCache cache = new PathChildrenCache(server.client(), parent, false)) {
            cache.getListenable().addListener((c, event) -> heard.add(describe(parent, event)));
            cache.start(PathChildrenCache.StartMode.BUILD_INITIAL_CACHE);
            assertEquals(1, cache.getCurrentData().size());
            assertNull(cache.getCurrentData(parent + "/x").getData(), "data not cached");
            writer.create().forPath(parent + "/y");
            assertEquals("CHILD_ADDED y", next(heard));
        }
    }

    private static String describe(String parent, PathChildrenCacheEvent event) {
        if (event.getType() == PathChildrenCacheEvent.Type.INITIALIZED) {
            List<String> names = new ArrayList<>();
            event.getInitialData().forEach(d -> names.add(d.getPath().substring(parent.length() + 1)));
            return "INITIALIZED " + names;
        }
        ChildData data = event.getData();
        if (data == null) {
            return event.getType().name();
        }
        String name = data.getPath().substring(parent.length() + 1);
        return event.getType() + " " + name + (data.getData() == null ? "" : "=" + new String(data.getData()));
    }

    private static String next(BlockingQueue<String> heard) throws InterruptedException {
        String line = heard.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        if (line == null) {
            throw new AssertionError("the listener heard nothing within " + Await.LIMIT);
        }
        return line;
    }
}
