// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import io.zkwire.client.ZkClient;
import io.zkwire.discovery.details.InstanceSerializer;
import io.zkwire.discovery.details.JsonInstanceSerializer;
import io.zkwire.discovery.details.ServiceDiscoveryImpl;
import io.zkwire.discovery.details.DiscoveryPathConstructorImpl;

/** Curator's builder of a {@link ServiceDiscovery}. Client and base path are required. */
public class ServiceDiscoveryBuilder<T> {

    private final Class<T> payloadClass;
    private ZkClient client;
    private DiscoveryPathConstructor pathConstructor;
    private InstanceSerializer<T> serializer;
    private ServiceInstance<T> thisInstance;
    private boolean watchInstances;

    ServiceDiscoveryBuilder(Class<T> payloadClass) {
        this.payloadClass = payloadClass;
    }

    /** A builder for instances whose payload is a {@code payloadClass}. */
    public static <T> ServiceDiscoveryBuilder<T> builder(Class<T> payloadClass) {
        return new ServiceDiscoveryBuilder<>(payloadClass);
    }

    /** The discovery; JSON in Curator's compatible mode unless {@link #serializer} was set. */
    public ServiceDiscovery<T> build() {
        if (pathConstructor == null) {
            throw new IllegalStateException("no base path: call basePath(\"/services\") or pathConstructor(..)"
                    + " before build()");
        }
        InstanceSerializer<T> useSerializer = serializer != null ? serializer
                : new JsonInstanceSerializer<>(payloadClass);
        return new ServiceDiscoveryImpl<>(client, pathConstructor, useSerializer, thisInstance, watchInstances);
    }

    public ServiceDiscoveryBuilder<T> client(ZkClient client) {
        this.client = client;
        return this;
    }

    /** Services live at {@code basePath/name/id}. */
    public ServiceDiscoveryBuilder<T> basePath(String basePath) {
        this.pathConstructor = new DiscoveryPathConstructorImpl(basePath);
        return this;
    }

    public ServiceDiscoveryBuilder<T> pathConstructor(DiscoveryPathConstructor pathConstructor) {
        this.pathConstructor = pathConstructor;
        return this;
    }

    public ServiceDiscoveryBuilder<T> serializer(InstanceSerializer<T> serializer) {
        this.serializer = serializer;
        return this;
    }

    /** An instance registered by {@link ServiceDiscovery#start()}. */
    public ServiceDiscoveryBuilder<T> thisInstance(ServiceInstance<T> thisInstance) {
        this.thisInstance = thisInstance;
        return this;
    }

    /** Whether changes made by others to this process's registrations are read back into it. */
    public ServiceDiscoveryBuilder<T> watchInstances(boolean watchInstances) {
        this.watchInstances = watchInstances;
        return this;
    }
}
