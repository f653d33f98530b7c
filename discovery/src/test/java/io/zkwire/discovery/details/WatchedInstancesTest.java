// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import static io.zkwire.recipes.testing.Await.until;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.zkwire.client.ZkClient;
import io.zkwire.discovery.ServiceDiscovery;
import io.zkwire.discovery.ServiceDiscoveryBuilder;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator 5.9's TestWatchedInstances, ported: with watchInstances, a change made by others is read back. */
class WatchedInstancesTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aRegisteredInstanceReadsBackWhatOthersWriteToItsNode() throws Exception {
        ZkClient client = server.client();
        ServiceInstance<String> instance = ServiceInstance.<String>builder().payload("thing").name("test")
                .port(10064).build();
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .basePath(server.path("test")).client(client).thisInstance(instance).watchInstances(true).build());
        discovery.start();

        assertEquals(List.of("test"), List.copyOf(discovery.queryForNames()));
        assertEquals(List.of(instance), List.copyOf(discovery.queryForInstances("test")));

        ServiceDiscoveryImpl<String> discoveryImpl = (ServiceDiscoveryImpl<String>) discovery;
        ServiceInstance<String> changedInstance = ServiceInstance.<String>builder().id(instance.getId())
                .address(instance.getAddress()).payload("different").name(instance.getName())
                .port(instance.getPort()).build();
        String path = discoveryImpl.pathForInstance("test", instance.getId());
        byte[] bytes = discoveryImpl.getSerializer().serialize(changedInstance);
        client.setData().forPath(path, bytes);

        // Curator sleeps a bit here; the change comes back through the node's watch
        until(() -> "different".equals(discoveryImpl.getRegisteredService(instance.getId()).getPayload()),
                "the registered instance reads the change");
        assertNotNull(discoveryImpl.getRegisteredService(instance.getId()));
    }
}
