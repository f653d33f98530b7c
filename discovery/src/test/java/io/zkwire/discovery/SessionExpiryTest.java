// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import static io.zkwire.discovery.testing.DiscoveryServer.await;
import static io.zkwire.discovery.testing.DiscoveryServer.unchecked;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ZkClient;
import io.zkwire.discovery.testing.DiscoveryServer;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.PathChildrenCache;
import io.zkwire.recipes.cache.PathChildrenCacheEvent;
import io.zkwire.testkit.KillSession;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A registration survives a session expiry: it comes back exactly once, and readers never see two. */
class SessionExpiryTest {

    @RegisterExtension
    static final DiscoveryServer server = new DiscoveryServer();

    @Test
    void expiredSessionsInstanceIsRegisteredAgainExactlyOnce() throws Exception {
        ZkClient writer = server.client();
        ServiceInstance<String> mine = ServiceInstance.<String>builder().name("api").payload("p").port(1).build();
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(writer).basePath(server.path("services")).thisInstance(mine).build());
        discovery.start();
        String node = server.path("services/api/" + mine.getId());

        ZkClient reader = server.client();
        Queue<PathChildrenCacheEvent.Type> events = new ConcurrentLinkedQueue<>();
        PathChildrenCache children = server.closeAfterTest(new PathChildrenCache(reader, server.path("services/api"),
                true));
        children.getListenable().addListener((client, event) -> {
            if (event.getData() != null && event.getData().getPath().equals(node)) {
                events.add(event.getType());
            }
        }, Runnable::run);
        children.start(PathChildrenCache.StartMode.BUILD_INITIAL_CACHE);
        ServiceCache<String> cache = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(reader).basePath(server.path("services")).build().serviceCacheBuilder().name("api").build());
        cache.start();

        long oldSession = writer.sessionId();
        KillSession.kill(oldSession, writer.sessionPassword(), server.connectString());
        await(() -> ownerOf(reader, node) != 0 && ownerOf(reader, node) != oldSession,
                "the instance is registered again by the new session");
        Stat recreated = reader.checkExists().forPath(node);

        // A later registration by the same writer: once the reader sees it, it has seen everything before it.
        ServiceInstance<String> marker = ServiceInstance.<String>builder().name("api").payload("marker").build();
        discovery.registerService(marker);
        await(() -> cache.getInstances().size() == 2, "the reader's cache holds the instance and the marker");

        assertEquals(List.of(PathChildrenCacheEvent.Type.CHILD_REMOVED, PathChildrenCacheEvent.Type.CHILD_ADDED),
                List.copyOf(events), "the old session's node went, and one new node came");
        assertEquals(recreated.czxid(), reader.checkExists().forPath(node).czxid(), "not created again since");
        assertEquals(2, reader.getChildren().forPath(server.path("services/api")).size());
        ServiceInstance<String> seen = cache.getInstances().stream().filter(i -> i.getId().equals(mine.getId()))
                .findFirst().orElseThrow();
        assertEquals(mine, seen);
        assertEquals(writer.sessionId(), ownerOf(reader, node), "owned by the writer's new session");
    }

    private static long ownerOf(ZkClient client, String path) {
        Stat stat = unchecked(() -> client.checkExists().forPath(path));
        return stat == null ? 0 : stat.ephemeralOwner();
    }
}
