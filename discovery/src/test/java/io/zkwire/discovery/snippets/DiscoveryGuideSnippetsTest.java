// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.snippets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.discovery.ServiceCache;
import io.zkwire.discovery.ServiceDiscovery;
import io.zkwire.discovery.ServiceDiscoveryBuilder;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.ServiceProvider;
import io.zkwire.discovery.UriSpec;
import io.zkwire.discovery.details.ServiceCacheListener;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The code of docs/guide/discovery.md, run against a real server. */
class DiscoveryGuideSnippetsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void registerFindAndCache() throws Exception {
        String connectString = server.connectString();

        ZkClient client = ZkClient.builder().connectString(connectString).build(); // e.g. "127.0.0.1:2181"
        client.start();

        ServiceInstance<String> instance = ServiceInstance.<String>builder()
                .name("orders")
                .port(8080)
                .payload("eu-west")
                .uriSpec(new UriSpec("{scheme}://{address}:{port}"))
                .build();
        ServiceDiscovery<String> discovery = ServiceDiscoveryBuilder.builder(String.class)
                .client(client)
                .basePath("/services")
                .thisInstance(instance)
                .build();
        discovery.start(); // registers the instance at /services/orders/<id>

        ServiceProvider<String> provider = discovery.serviceProviderBuilder().serviceName("orders").build();
        provider.start();
        ServiceInstance<String> chosen = provider.getInstance(); // round robin; null when there is none
        String uri = chosen.buildUriSpec(); // e.g. http://10.0.0.7:8080

        assertEquals(instance, chosen);
        assertEquals("http://" + instance.getAddress() + ":8080", uri);

        ServiceCache<String> cache = discovery.serviceCacheBuilder().name("orders").build();
        cache.addListener(new ServiceCacheListener() {
            @Override
            public void cacheChanged() {
                System.out.println("orders now: " + cache.getInstances().size());
            }

            @Override
            public void stateChanged(ZkClient client, ConnectionState newState) {
                System.out.println("connection: " + newState);
            }
        });
        cache.start(); // returns once the instances are loaded
        List<ServiceInstance<String>> instances = cache.getInstances();

        assertEquals(List.of(instance), instances);

        cache.close();
        provider.close();
        discovery.close(); // unregisters the instance
        client.close();

        assertTrue(ServiceDiscoveryBuilder.builder(String.class).client(server.client()).basePath("/services")
                .build().queryForInstances("orders").isEmpty());
    }
}
