// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.discovery.DownInstancePolicy;
import io.zkwire.discovery.ServiceCache;
import io.zkwire.discovery.ServiceDiscovery;
import io.zkwire.discovery.ServiceDiscoveryBuilder;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.ServiceProvider;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's TestServiceCache and TestServiceProvider on a real server. */
class ServiceCacheTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private ServiceDiscovery<String> discovery(ZkClient client) throws Exception {
        return discovery(client, true);
    }

    /** {@code compatible} false writes {@code enabled}; compatible mode drops it and readers see true. */
    private ServiceDiscovery<String> discovery(ZkClient client, boolean compatible) throws Exception {
        ServiceDiscovery<String> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(String.class)
                .client(client).basePath(server.path("services"))
                .serializer(new JsonInstanceSerializer<>(String.class, compatible)).build());
        discovery.start();
        return discovery;
    }

    private static ServiceInstance<String> instance(String payload) throws Exception {
        return ServiceInstance.<String>builder().name("test").payload(payload).port(10064).build();
    }

    @Test
    void cacheFollowsRegistrationsAndTellsListeners() throws Exception {
        ServiceDiscovery<String> writer = discovery(server.client());
        ServiceInstance<String> first = instance("first");
        writer.registerService(first);
        ServiceCache<String> cache = server.closeAfterTest(discovery(server.client()).serviceCacheBuilder()
                .name("test").build());
        Semaphore changes = new Semaphore(0);
        cache.addListener(new ServiceCacheListener() {
            @Override
            public void cacheChanged() {
                changes.release();
            }

            @Override
            public void stateChanged(ZkClient client, ConnectionState newState) {
            }
        });
        cache.start();
        assertEquals(List.of(first), cache.getInstances());
        ServiceInstance<String> second = instance("second");
        writer.registerService(second);
        assertTrue(changes.tryAcquire(30, TimeUnit.SECONDS), "cacheChanged after a registration");
        assertEquals(Set.of(first, second), Set.copyOf(cache.getInstances()));
        writer.unregisterService(first);
        assertTrue(changes.tryAcquire(30, TimeUnit.SECONDS), "cacheChanged after an unregistration");
        assertEquals(List.of(second), cache.getInstances());
        assertEquals(0, changes.availablePermits(), "no change told twice");
    }

    @Test
    void cacheStartsOnceAndClosesOnce() throws Exception {
        ServiceCache<String> cache = discovery(server.client()).serviceCacheBuilder().name("test").build();
        cache.start();
        assertThrows(IllegalStateException.class, cache::start);
        cache.close();
        assertThrows(IllegalStateException.class, cache::close);
    }

    @Test
    void providerLeavesOutDisabledAndFailingInstances() throws Exception {
        ServiceDiscovery<String> writer = discovery(server.client(), false);
        ServiceInstance<String> good = instance("good");
        ServiceInstance<String> disabled = ServiceInstance.<String>builder().name("test").payload("off")
                .enabled(false).build();
        writer.registerService(good);
        writer.registerService(disabled);
        ServiceProvider<String> provider = server.closeAfterTest(discovery(server.client()).serviceProviderBuilder()
                .serviceName("test").downInstancePolicy(new DownInstancePolicy(1, TimeUnit.MINUTES, 2)).build());
        provider.start();
        assertEquals(List.of(good), List.copyOf(provider.getAllInstances()));
        assertEquals(good, provider.getInstance());
        provider.noteError(good);
        assertEquals(good, provider.getInstance(), "one error is below the threshold");
        provider.noteError(good);
        assertNull(provider.getInstance(), "two errors put the instance down");
    }

    @Test
    void providerFiltersWithAdditionalFilters() throws Exception {
        ServiceDiscovery<String> writer = discovery(server.client());
        writer.registerService(instance("keep"));
        writer.registerService(instance("drop"));
        ServiceProvider<String> provider = server.closeAfterTest(discovery(server.client()).serviceProviderBuilder()
                .serviceName("test").additionalFilter(i -> i.getPayload().equals("keep")).build());
        provider.start();
        assertEquals("keep", provider.getInstance().getPayload());
        assertEquals(1, provider.getAllInstances().size());
    }
}
