// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.net.InetAddress;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * Curator's service instance: one registration of service {@link #getName()}, stored as JSON at
 * {@code basePath/name/id}. Immutable.
 */
public class ServiceInstance<T> {

    // Jackson writes the fields in this order, as Curator declares them: keep it for byte-equal JSON.
    private final String name;
    private final String id;
    private final String address;
    private final Integer port;
    private final Integer sslPort;
    private final T payload;
    private final long registrationTimeUTC;
    private final ServiceType serviceType;
    private final UriSpec uriSpec;
    private final boolean enabled;

    /**
     * A builder with a random id, the first local address that {@link ServiceInstanceBuilder#getLocalIpFilter}
     * accepts, and the registration time now.
     */
    public static <T> ServiceInstanceBuilder<T> builder() throws Exception {
        Collection<InetAddress> ips = ServiceInstanceBuilder.getAllLocalIPs();
        String address = ips.isEmpty() ? null : ips.iterator().next().getHostAddress();
        return new ServiceInstanceBuilder<T>().address(address).id(UUID.randomUUID().toString())
                .registrationTimeUTC(System.currentTimeMillis());
    }

    public ServiceInstance(String name, String id, String address, Integer port, Integer sslPort, T payload,
            long registrationTimeUTC, ServiceType serviceType, UriSpec uriSpec) {
        this(name, id, address, port, sslPort, payload, registrationTimeUTC, serviceType, uriSpec, true);
    }

    public ServiceInstance(String name, String id, String address, Integer port, Integer sslPort, T payload,
            long registrationTimeUTC, ServiceType serviceType, UriSpec uriSpec, boolean enabled) {
        this.name = Objects.requireNonNull(name, "name cannot be null");
        this.id = Objects.requireNonNull(id, "id cannot be null");
        this.address = address;
        this.port = port;
        this.sslPort = sslPort;
        this.payload = payload;
        this.registrationTimeUTC = registrationTimeUTC;
        this.serviceType = serviceType;
        this.uriSpec = uriSpec;
        this.enabled = enabled;
    }

    /** For Jackson, which sets the fields after this. */
    ServiceInstance() {
        this("", "", null, null, null, null, 0, ServiceType.DYNAMIC, null, true);
    }

    public String getName() {
        return name;
    }

    public String getId() {
        return id;
    }

    public String getAddress() {
        return address;
    }

    public Integer getPort() {
        return port;
    }

    public Integer getSslPort() {
        return sslPort;
    }

    public T getPayload() {
        return payload;
    }

    public long getRegistrationTimeUTC() {
        return registrationTimeUTC;
    }

    public ServiceType getServiceType() {
        return serviceType;
    }

    public UriSpec getUriSpec() {
        return uriSpec;
    }

    /** False tells providers to leave this instance out. */
    public boolean isEnabled() {
        return enabled;
    }

    /** The URI from {@link #getUriSpec()} with this instance's fields, or "" without a spec. */
    public String buildUriSpec() {
        return buildUriSpec(Map.of());
    }

    public String buildUriSpec(Map<String, Object> variables) {
        return uriSpec == null ? "" : uriSpec.build(this, variables);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ServiceInstance<?> that && o.getClass() == getClass()
                && registrationTimeUTC == that.registrationTimeUTC && enabled == that.enabled
                && serviceType == that.serviceType && Objects.equals(name, that.name)
                && Objects.equals(id, that.id) && Objects.equals(address, that.address)
                && Objects.equals(port, that.port) && Objects.equals(sslPort, that.sslPort)
                && Objects.equals(payload, that.payload) && Objects.equals(uriSpec, that.uriSpec);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, id, address, port, sslPort, payload, registrationTimeUTC, serviceType, uriSpec,
                enabled);
    }

    @Override
    public String toString() {
        return "ServiceInstance{name='" + name + "', id='" + id + "', address='" + address + "', port=" + port
                + ", sslPort=" + sslPort + ", payload=" + payload + ", registrationTimeUTC=" + registrationTimeUTC
                + ", serviceType=" + serviceType + ", uriSpec=" + uriSpec + ", enabled=" + enabled + '}';
    }
}
