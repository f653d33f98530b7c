// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.zkwire.discovery.ServiceInstance;

/**
 * Curator's JSON form of an instance, byte for byte. The payload carries its class name
 * ({@code "@class"}), so both sides need the payload class. Compatible mode (the default) leaves out
 * {@code enabled}, which readers then take as true; it is what Curator writes by default.
 */
public class JsonInstanceSerializer<T> implements InstanceSerializer<T> {

    private final ObjectMapper mapper;
    private final ObjectWriter writer;
    private final Class<T> payloadClass;
    private final JavaType type;

    /** The payload tagged with its class, as Curator's {@code @JsonTypeInfo} on the payload getter does. */
    private abstract static class PayloadTyped {
        @JsonTypeInfo(use = JsonTypeInfo.Id.CLASS, defaultImpl = Object.class)
        abstract Object getPayload();
    }

    /** Compatible mode's shape: the fields of Curator's instances before {@code enabled}, in their order. */
    @JsonIgnoreProperties("enabled")
    private abstract static class WithoutEnabled extends PayloadTyped {
    }

    /** Compatible mode; unknown JSON fields are ignored. */
    public JsonInstanceSerializer(Class<T> payloadClass) {
        this(payloadClass, true, false);
    }

    /** {@code compatibleSerializationMode} false writes {@code enabled}, which Curator before 2.10 cannot read. */
    public JsonInstanceSerializer(Class<T> payloadClass, boolean compatibleSerializationMode) {
        this(payloadClass, compatibleSerializationMode, false);
    }

    JsonInstanceSerializer(Class<T> payloadClass, boolean compatibleSerializationMode,
            boolean failOnUnknownProperties) {
        this.payloadClass = payloadClass;
        this.mapper = new ObjectMapper()
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, failOnUnknownProperties)
                .addMixIn(ServiceInstance.class, PayloadTyped.class);
        this.writer = compatibleSerializationMode
                ? mapper.copy().addMixIn(ServiceInstance.class, WithoutEnabled.class).writer() : mapper.writer();
        this.type = mapper.getTypeFactory().constructType(ServiceInstance.class);
    }

    /** Reads an instance; a payload of another class than the serializer's is a ClassCastException. */
    @Override
    @SuppressWarnings("unchecked")
    public ServiceInstance<T> deserialize(byte[] bytes) throws Exception {
        ServiceInstance<?> instance = mapper.readValue(bytes, type);
        payloadClass.cast(instance.getPayload());
        return (ServiceInstance<T>) instance;
    }

    @Override
    public byte[] serialize(ServiceInstance<T> instance) throws Exception {
        return writer.writeValueAsBytes(instance);
    }
}
