// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.ServiceType;
import io.zkwire.discovery.UriSpec;

/** The JSON shape of compatible mode: Curator's instance fields before {@code enabled}, in their order. */
final class OldServiceInstance<T> {

    private final String name;
    private final String id;
    private final String address;
    private final Integer port;
    private final Integer sslPort;
    private final T payload;
    private final long registrationTimeUTC;
    private final ServiceType serviceType;
    private final UriSpec uriSpec;

    OldServiceInstance(ServiceInstance<T> instance) {
        this.name = instance.getName();
        this.id = instance.getId();
        this.address = instance.getAddress();
        this.port = instance.getPort();
        this.sslPort = instance.getSslPort();
        this.payload = instance.getPayload();
        this.registrationTimeUTC = instance.getRegistrationTimeUTC();
        this.serviceType = instance.getServiceType();
        this.uriSpec = instance.getUriSpec();
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
}
