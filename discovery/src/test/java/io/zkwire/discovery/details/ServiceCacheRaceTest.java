// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import static io.zkwire.recipes.testing.Await.until;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.discovery.ServiceCache;
import io.zkwire.discovery.ServiceDiscovery;
import io.zkwire.discovery.ServiceDiscoveryBuilder;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Curator 5.9's TestServiceCacheRace, ported: an instance registered while a cache's start() is loading makes
 * start() neither fail nor hang, and the cache ends up holding it. Curator holds its start() with test hooks
 * inside the cache; here a proxy holds the server's replies from the cache's first listing on, and the second
 * instance is registered meanwhile. Curator's listener hears that change before start() returns; zkwire's
 * start() returns a first load in server order, so the change is either in that load or heard by the listener.
 */
@Timeout(120)
class ServiceCacheRaceTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void anInstanceRegisteredDuringTheInitialLoadEndsUpInTheCache() throws Exception {
        ServiceDiscovery<String> writer = discovery(server.client());
        ServiceInstance<String> instance1 = instance(10064);
        writer.registerService(instance1);
        FaultProxy proxy = server.proxy();
        CompletableFuture<Void> listed = holdRepliesFromTheFirstListingOf(proxy, server.path("discovery/test"));
        ServiceCache<String> cache = server.closeAfterTest(discovery(server.client(b -> b.connectString(
                proxy.connectString()))).serviceCacheBuilder().name("test").build());
        CountDownLatch cacheChanged = new CountDownLatch(1);
        cache.addListener(new ServiceCacheListener() {
            @Override
            public void cacheChanged() {
                cacheChanged.countDown();
            }

            @Override
            public void stateChanged(ZkClient client, ConnectionState newState) {
            }
        });

        CompletableFuture<Void> started = Await.onOtherThread(cache::start);
        Await.result(listed, "the cache's first listing sent");
        ServiceInstance<String> instance2 = instance(10065);
        writer.registerService(instance2); // after the listing, before the cache has read its answer
        proxy.pass();
        Await.result(started, "start() returns");

        boolean inFirstLoad = cache.getInstances().size() == 2;
        until(() -> cache.getInstances().size() == 2, "the cache holds both instances");
        assertEquals(Set.of(instance1, instance2), Set.copyOf(cache.getInstances()));
        assertTrue(inFirstLoad || cacheChanged.await(30, TimeUnit.SECONDS), "a change after the load is heard");
    }

    private static CompletableFuture<Void> holdRepliesFromTheFirstListingOf(FaultProxy proxy, String path) {
        CompletableFuture<Void> listed = new CompletableFuture<>();
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
            boolean listing = frame.opcode() == OpCode.GET_CHILDREN.code()
                    || frame.opcode() == OpCode.GET_CHILDREN2.code();
            if (frame.index() > 0 && listing && !listed.isDone() && path.equals(Frame.requestPath(body))) {
                proxy.hold(Direction.SERVER_TO_CLIENT); // before the listing goes on, so its answer is held
                listed.complete(null);
            }
        });
        return listed;
    }

    private ServiceDiscovery<String> discovery(ZkClient client) throws Exception {
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .basePath(server.path("discovery")).client(client).build());
        discovery.start();
        return discovery;
    }

    private static ServiceInstance<String> instance(int port) throws Exception {
        return ServiceInstance.<String>builder().payload("test").name("test").port(port).build();
    }
}
