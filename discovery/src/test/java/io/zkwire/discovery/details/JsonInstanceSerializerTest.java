// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.ServiceType;
import io.zkwire.discovery.UriSpec;
import io.zkwire.discovery.testing.Payload;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Curator's TestJsonInstanceSerializer and its compatibility tests, plus byte equality with Curator. */
class JsonInstanceSerializerTest {

    private static ServiceInstance<Payload> instance(boolean enabled) {
        return new ServiceInstance<>("name", "id", "address", 10, 20, new Payload("test"), 0, ServiceType.DYNAMIC,
                new UriSpec("{a}/b/{c}"), enabled);
    }

    private static org.apache.curator.x.discovery.ServiceInstance<Payload> curatorInstance(boolean enabled) {
        return new org.apache.curator.x.discovery.ServiceInstance<>("name", "id", "address", 10, 20,
                new Payload("test"), 0, org.apache.curator.x.discovery.ServiceType.DYNAMIC,
                new org.apache.curator.x.discovery.UriSpec("{a}/b/{c}"), enabled);
    }

    @Test
    void roundTripKeepsEveryField() throws Exception {
        JsonInstanceSerializer<Payload> serializer = new JsonInstanceSerializer<>(Payload.class, false, true);
        ServiceInstance<Payload> instance = instance(false);
        assertEquals(instance, serializer.deserialize(serializer.serialize(instance)));
    }

    @Test
    void compatibleModeLeavesOutEnabledAndReadsItAsTrue() throws Exception {
        JsonInstanceSerializer<Payload> serializer = new JsonInstanceSerializer<>(Payload.class);
        byte[] bytes = serializer.serialize(instance(false));
        assertFalse(new String(bytes, StandardCharsets.UTF_8).contains("enabled"));
        assertTrue(serializer.deserialize(bytes).isEnabled());
    }

    @Test
    void bytesEqualCuratorsInBothModes() throws Exception {
        for (boolean compatible : new boolean[] {true, false}) {
            byte[] ours = new JsonInstanceSerializer<>(Payload.class, compatible).serialize(instance(false));
            byte[] curators = new org.apache.curator.x.discovery.details.JsonInstanceSerializer<>(Payload.class,
                    compatible).serialize(curatorInstance(false));
            assertArrayEquals(curators, ours, new String(curators, StandardCharsets.UTF_8) + " vs "
                    + new String(ours, StandardCharsets.UTF_8));
        }
    }

    @Test
    void curatorReadsOursAndWeReadCurators() throws Exception {
        byte[] ours = new JsonInstanceSerializer<>(Payload.class, false).serialize(instance(false));
        var curatorRead = new org.apache.curator.x.discovery.details.JsonInstanceSerializer<>(Payload.class)
                .deserialize(ours);
        assertEquals(curatorInstance(false), curatorRead);
        byte[] curators = new org.apache.curator.x.discovery.details.JsonInstanceSerializer<>(Payload.class, false)
                .serialize(curatorInstance(false));
        assertEquals(instance(false), new JsonInstanceSerializer<>(Payload.class).deserialize(curators));
    }

    @Test
    void unknownFieldsAreIgnoredByDefault() throws Exception {
        String json = "{\"name\":\"name\",\"id\":\"id\",\"payload\":\"hey\",\"enabled\":false,\"future\":1}";
        ServiceInstance<String> instance = new JsonInstanceSerializer<>(String.class)
                .deserialize(json.getBytes(StandardCharsets.UTF_8));
        assertEquals("hey", instance.getPayload());
        assertFalse(instance.isEnabled());
    }

    @Test
    void payloadOfAnotherClassIsRejected() throws Exception {
        byte[] bytes = new JsonInstanceSerializer<>(Payload.class).serialize(instance(true));
        assertThrows(ClassCastException.class, () -> new JsonInstanceSerializer<>(String.class).deserialize(bytes));
    }

    @Test
    void nullPayloadAndNoUriSpec() throws Exception {
        JsonInstanceSerializer<Payload> serializer = new JsonInstanceSerializer<>(Payload.class);
        ServiceInstance<Payload> instance = new ServiceInstance<>("name", "id", null, null, null, null, 5,
                ServiceType.STATIC, null);
        assertEquals(instance, serializer.deserialize(serializer.serialize(instance)));
    }
}
