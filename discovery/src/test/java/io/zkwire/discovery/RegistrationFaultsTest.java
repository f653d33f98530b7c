// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import static io.zkwire.recipes.testing.Await.until;
import static io.zkwire.recipes.testing.Await.unchecked;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.PathChildrenCache;
import io.zkwire.recipes.cache.PathChildrenCacheEvent;
import io.zkwire.recipes.utils.ZKPaths;
import io.zkwire.testkit.KillSession;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.concurrent.TimeUnit;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A registration survives faults: after a session expiry it comes back exactly once, a reconnect does not
 * recreate it, and a create whose reply was lost makes no second node. Readers never see two.
 */
class RegistrationFaultsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void expiredSessionsInstanceIsRegisteredAgainExactlyOnce() throws Exception {
        ZkClient writer = server.client();
        ServiceInstance<String> mine = ServiceInstance.<String>builder().name("api").payload("p").port(1).build();
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(writer).basePath(server.path("services")).thisInstance(mine).build());
        discovery.start();
        String node = server.path("services/api/" + mine.getId());

        ZkClient reader = server.client();
        Queue<PathChildrenCacheEvent.Type> events = followNode(reader, node);
        ServiceCache<String> cache = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(reader).basePath(server.path("services")).build().serviceCacheBuilder().name("api").build());
        cache.start();

        long oldSession = writer.sessionId();
        KillSession.kill(oldSession, writer.sessionPassword(), server.connectString());
        until(() -> ownerOf(reader, node) != 0 && ownerOf(reader, node) != oldSession,
                "the instance is registered again by the new session");
        Stat recreated = reader.checkExists().forPath(node);

        // A later registration by the same writer: once the reader sees it, it has seen everything before it.
        ServiceInstance<String> marker = ServiceInstance.<String>builder().name("api").payload("marker").build();
        discovery.registerService(marker);
        until(() -> cache.getInstances().size() == 2, "the reader's cache holds the instance and the marker");

        assertEquals(List.of(PathChildrenCacheEvent.Type.CHILD_REMOVED, PathChildrenCacheEvent.Type.CHILD_ADDED),
                List.copyOf(events), "the old session's node went, and one new node came");
        assertEquals(recreated.czxid(), reader.checkExists().forPath(node).czxid(), "not created again since");
        assertEquals(2, reader.getChildren().forPath(server.path("services/api")).size());
        ServiceInstance<String> seen = cache.getInstances().stream().filter(i -> i.getId().equals(mine.getId()))
                .findFirst().orElseThrow();
        assertEquals(mine, seen);
        assertEquals(writer.sessionId(), ownerOf(reader, node), "owned by the writer's new session");
    }

    @Test
    void reconnectKeepsTheNodeWithoutRecreatingIt() throws Exception {
        FaultProxy proxy = server.closeAfterTest(FaultProxy.to(server.ensemble().server(0)));
        ZkClient writer = server.client(b -> b.connectString(proxy.connectString()));
        ServiceInstance<String> mine = ServiceInstance.<String>builder().name("api").payload("p").build();
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(writer).basePath(server.path("services")).build());
        discovery.start();
        discovery.registerService(mine);
        String node = server.path("services/api/" + mine.getId());
        ZkClient reader = server.client();
        long czxid = reader.checkExists().forPath(node).czxid();
        Queue<PathChildrenCacheEvent.Type> events = followNode(reader, node);

        CountDownLatch reconnected = new CountDownLatch(1);
        writer.addConnectionStateListener((client, state) -> {
            if (state == ConnectionState.RECONNECTED) {
                reconnected.countDown();
            }
        });
        long session = writer.sessionId();
        proxy.reset();
        assertEquals(true, reconnected.await(30, TimeUnit.SECONDS), "the writer reconnects");
        assertEquals(session, writer.sessionId(), "same session");
        ServiceInstance<String> marker = ServiceInstance.<String>builder().name("api").payload("marker").build();
        discovery.registerService(marker);
        until(() -> unchecked(() -> discovery.queryForInstances("api")).size() == 2, "the marker is registered");
        events.removeIf(type -> type == PathChildrenCacheEvent.Type.CHILD_UPDATED);
        assertEquals(List.of(), List.copyOf(events), "the node was neither deleted nor created again");
        assertEquals(czxid, reader.checkExists().forPath(node).czxid());
    }

    @Test
    void lostCreateReplyMakesNoSecondNode() throws Exception {
        FaultProxy proxy = server.closeAfterTest(FaultProxy.to(server.ensemble().server(0)));
        ZkClient writer = server.client(b -> b.connectString(proxy.connectString()));
        ZKPaths.mkdirs(writer, server.path("services/seq"));
        ServiceInstance<String> mine = ServiceInstance.<String>builder().name("seq").payload("p")
                .serviceType(ServiceType.DYNAMIC_SEQUENTIAL).build();
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(writer).basePath(server.path("services")).build());
        discovery.start();
        var cut = proxy.resetAfterNextRequest(Frame.request(1).or(Frame.request(15)));
        discovery.registerService(mine);
        cut.get(30, TimeUnit.SECONDS);
        assertEquals(1, writer.getChildren().forPath(server.path("services/seq")).size(), "one node");
        assertEquals(List.of(mine), List.copyOf(discovery.queryForInstances("seq")));
    }

    @Test
    void aNodeLeftByAnotherSessionIsReplacedByOneOfThisSession() throws Exception {
        ServiceInstance<String> mine = ServiceInstance.<String>builder().name("api").payload("p").build();
        String node = server.path("services/api/" + mine.getId());
        ZkClient old = server.client(); // stands for the old session the server has not expired yet
        old.create().creatingParentContainersIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(node, new byte[0]);
        ZkClient writer = server.client();
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(writer).basePath(server.path("services")).build());
        discovery.start();

        discovery.registerService(mine);

        assertEquals(writer.sessionId(), ownerOf(writer, node), "the node is the registering session's own");
        assertEquals(mine, discovery.queryForInstance("api", mine.getId()));
        old.close(); // the old session's end takes nothing of the new registration with it
        assertEquals(writer.sessionId(), ownerOf(server.client(), node));
    }

    private Queue<PathChildrenCacheEvent.Type> followNode(ZkClient reader, String node) throws Exception {
        Queue<PathChildrenCacheEvent.Type> events = new ConcurrentLinkedQueue<>();
        PathChildrenCache children = server.closeAfterTest(new PathChildrenCache(reader, ZKPaths.getPathAndNode(node)
                .getPath(), true));
        children.getListenable().addListener((client, event) -> {
            if (event.getData() != null && event.getData().getPath().equals(node)) {
                events.add(event.getType());
            }
        }, Runnable::run);
        children.start(PathChildrenCache.StartMode.BUILD_INITIAL_CACHE);
        return events;
    }

    private static long ownerOf(ZkClient client, String path) {
        Stat stat = unchecked(() -> client.checkExists().forPath(path));
        return stat == null ? 0 : stat.ephemeralOwner();
    }
}
