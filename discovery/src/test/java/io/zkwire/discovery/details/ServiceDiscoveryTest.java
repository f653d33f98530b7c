// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import static io.zkwire.recipes.testing.Await.until;
import static io.zkwire.recipes.testing.Await.unchecked;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.discovery.ServiceDiscovery;
import io.zkwire.discovery.ServiceDiscoveryBuilder;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.ServiceType;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's TestServiceDiscovery on a real server. */
class ServiceDiscoveryTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private ServiceDiscovery<String> discovery(ZkClient client) {
        return server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class).client(client)
                .basePath(server.path("services")).build());
    }

    private static ServiceInstance<String> instance(String name, String payload) throws Exception {
        return ServiceInstance.<String>builder().name(name).payload(payload).port(10064).build();
    }

    @Test
    void registeredInstancesAreFoundAtCuratorsPaths() throws Exception {
        ZkClient client = server.client();
        ServiceDiscovery<String> discovery = discovery(client);
        discovery.start();
        ServiceInstance<String> a = instance("test", "a");
        ServiceInstance<String> b = instance("test", "b");
        discovery.registerService(a);
        discovery.registerService(b);
        assertEquals(List.of("test"), List.copyOf(discovery.queryForNames()));
        assertEquals(Set.of(a, b), Set.copyOf(discovery.queryForInstances("test")));
        assertEquals(a, discovery.queryForInstance("test", a.getId()));
        assertNotNull(client.checkExists().forPath(server.path("services/test/" + a.getId())));
        assertTrue(client.checkExists().forPath(server.path("services/test/" + a.getId())).ephemeralOwner() != 0);
    }

    @Test
    void unregisterAndCloseRemoveTheNodes() throws Exception {
        ServiceDiscovery<String> discovery = discovery(server.client());
        discovery.start();
        ServiceInstance<String> a = instance("test", "a");
        ServiceInstance<String> b = instance("test", "b");
        discovery.registerService(a);
        discovery.registerService(b);
        discovery.unregisterService(a);
        assertEquals(List.of(b), List.copyOf(discovery.queryForInstances("test")));
        discovery.close();
        ServiceDiscovery<String> reader = discovery(server.client());
        assertTrue(reader.queryForInstances("test").isEmpty());
        assertNull(reader.queryForInstance("test", b.getId()));
    }

    @Test
    void registeringTheSameIdTwiceKeepsOneNodeWithTheNewData() throws Exception {
        ServiceDiscovery<String> discovery = discovery(server.client());
        discovery.start();
        ServiceInstance<String> first = instance("test", "first");
        ServiceInstance<String> second = new ServiceInstance<>("test", first.getId(), first.getAddress(), 1, null,
                "second", first.getRegistrationTimeUTC(), ServiceType.DYNAMIC, null);
        discovery.registerService(first);
        discovery.registerService(second);
        assertEquals(List.of(second), List.copyOf(discovery.queryForInstances("test")));
    }

    @Test
    void updateWritesTheNewDataBeforeReturning() throws Exception {
        ServiceDiscovery<String> discovery = discovery(server.client());
        discovery.start();
        ServiceInstance<String> instance = instance("test", "old");
        discovery.registerService(instance);
        ServiceInstance<String> updated = new ServiceInstance<>("test", instance.getId(), instance.getAddress(),
                instance.getPort(), null, "new", instance.getRegistrationTimeUTC(), ServiceType.DYNAMIC, null);
        discovery.updateService(updated);
        assertEquals(updated, discovery(server.client()).queryForInstance("test", instance.getId()));
        assertThrows(IllegalStateException.class, () -> discovery.updateService(instance("test", "unknown")));
    }

    @Test
    void thisInstanceIsRegisteredAtStartAndSequentialGetsASuffix() throws Exception {
        ZkClient client = server.client();
        ServiceInstance<String> mine = ServiceInstance.<String>builder().name("seq").payload("p")
                .serviceType(ServiceType.DYNAMIC_SEQUENTIAL).build();
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(client).basePath(server.path("services")).thisInstance(mine).build());
        discovery.start();
        List<String> children = client.getChildren().forPath(server.path("services/seq"));
        assertEquals(1, children.size());
        assertTrue(children.get(0).matches("_c_[0-9a-f-]{36}-" + mine.getId() + "\\d{10}"), children.toString());
        assertEquals(mine, discovery.queryForInstances("seq").iterator().next());
    }

    @Test
    void namesOfSeveralServices() throws Exception {
        ServiceDiscovery<String> discovery = discovery(server.client());
        discovery.start();
        discovery.registerService(instance("one", "1"));
        discovery.registerService(instance("two", "2"));
        until(() -> unchecked(discovery::queryForNames).size() == 2, "both names listed");
        assertEquals(Set.of("one", "two"), discovery.queryForNames().stream().collect(Collectors.toSet()));
    }
}
