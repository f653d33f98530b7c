// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.io.Closeable;
import java.util.Collection;

/** Curator's service discovery: registers this process's instances and finds those of others. */
public interface ServiceDiscovery<T> extends Closeable {

    /** Registers the instances given so far; they stay registered until {@link #close()}. */
    void start() throws Exception;

    /** Registers {@code service} (or writes it again when its id is registered already). */
    void registerService(ServiceInstance<T> service) throws Exception;

    /** Replaces the data of the registered instance with {@code service}'s id. */
    void updateService(ServiceInstance<T> service) throws Exception;

    /** Removes the registration of {@code service}'s id. */
    void unregisterService(ServiceInstance<T> service) throws Exception;

    ServiceCacheBuilder<T> serviceCacheBuilder();

    /** The names of all services. */
    Collection<String> queryForNames() throws Exception;

    /** The instances of service {@code name}, read from the server now. */
    Collection<ServiceInstance<T>> queryForInstances(String name) throws Exception;

    /** The instance {@code id} of service {@code name}, or null. */
    ServiceInstance<T> queryForInstance(String name, String id) throws Exception;

    ServiceProviderBuilder<T> serviceProviderBuilder();
}
