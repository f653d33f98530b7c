// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.discovery.testing.Payload;
import org.apache.curator.x.discovery.details.JsonInstanceSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** zkwire and curator-x-discovery 5.9 on one server: each finds the other's registration with equal fields. */
class MixedFleetTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private ServiceDiscovery<Payload> zkwire() throws Exception {
        ServiceDiscovery<Payload> discovery = server.closeAfterTest(ServiceDiscoveryBuilder.builder(Payload.class)
                .client(server.client()).basePath(server.path("services")).build());
        discovery.start();
        return discovery;
    }

    private org.apache.curator.x.discovery.ServiceDiscovery<Payload> curator() throws Exception {
        var discovery = server.closeAfterTest(org.apache.curator.x.discovery.ServiceDiscoveryBuilder
                .builder(Payload.class).client(server.curator()).basePath(server.path("services"))
                .serializer(new JsonInstanceSerializer<>(Payload.class)).build());
        discovery.start();
        return discovery;
    }

    private static void assertSameFields(org.apache.curator.x.discovery.ServiceInstance<Payload> curator,
            ServiceInstance<Payload> zkwire) {
        assertNotNull(curator, "Curator's instance");
        assertNotNull(zkwire, "zkwire's instance");
        assertEquals(curator.getName(), zkwire.getName());
        assertEquals(curator.getId(), zkwire.getId());
        assertEquals(curator.getAddress(), zkwire.getAddress());
        assertEquals(curator.getPort(), zkwire.getPort());
        assertEquals(curator.getSslPort(), zkwire.getSslPort());
        assertEquals(curator.getPayload(), zkwire.getPayload());
        assertEquals(curator.getRegistrationTimeUTC(), zkwire.getRegistrationTimeUTC());
        assertEquals(curator.getServiceType().name(), zkwire.getServiceType().name());
        assertEquals(curator.buildUriSpec(), zkwire.buildUriSpec());
        assertEquals(curator.isEnabled(), zkwire.isEnabled());
    }

    @Test
    void curatorFindsZkwiresRegistration() throws Exception {
        ServiceInstance<Payload> mine = ServiceInstance.<Payload>builder().name("orders").port(8080).sslPort(8443)
                .payload(new Payload("eu-1")).uriSpec(new UriSpec("{scheme}://{address}:{ssl-port}/x")).build();
        zkwire().registerService(mine);
        var curator = curator();
        assertSameFields(curator.queryForInstance("orders", mine.getId()), mine);
        var provider = server.closeAfterTest(curator.serviceProviderBuilder().serviceName("orders").build());
        provider.start();
        assertSameFields(provider.getInstance(), mine);
    }

    @Test
    void curatorFindsZkwiresSequentialRegistration() throws Exception {
        ServiceInstance<Payload> mine = ServiceInstance.<Payload>builder().name("jobs").port(1)
                .serviceType(ServiceType.DYNAMIC_SEQUENTIAL).payload(new Payload("seq")).build();
        zkwire().registerService(mine);
        var found = curator().queryForInstances("jobs");
        assertEquals(1, found.size());
        assertSameFields(found.iterator().next(), mine);
    }

    @Test
    void zkwireFindsCuratorsRegistration() throws Exception {
        var theirs = org.apache.curator.x.discovery.ServiceInstance.<Payload>builder().name("orders").port(9090)
                .payload(new Payload("us-2"))
                .uriSpec(new org.apache.curator.x.discovery.UriSpec("{scheme}://{address}:{port}")).build();
        curator().registerService(theirs);
        ServiceDiscovery<Payload> zkwire = zkwire();
        assertSameFields(theirs, zkwire.queryForInstance("orders", theirs.getId()));
        ServiceCache<Payload> cache = server.closeAfterTest(zkwire.serviceCacheBuilder().name("orders").build());
        cache.start();
        assertEquals(1, cache.getInstances().size());
        assertSameFields(theirs, cache.getInstances().get(0));
    }
}
