// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.DownInstancePolicy;
import io.zkwire.discovery.InstanceFilter;
import io.zkwire.discovery.ProviderStrategy;
import io.zkwire.discovery.ServiceCache;
import io.zkwire.discovery.ServiceCacheBuilder;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.ServiceProvider;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** A {@link ServiceCache} with filters (added ones, noted errors, disabled instances) and a strategy. */
final class ServiceProviderImpl<T> implements ServiceProvider<T> {

    private final ServiceDiscoveryImpl<T> discovery;
    private final ServiceCache<T> cache;
    private final ProviderStrategy<T> strategy;
    private final DownInstanceManager<T> downInstances;
    private final List<InstanceFilter<T>> filters;

    ServiceProviderImpl(ServiceDiscoveryImpl<T> discovery, String serviceName, ProviderStrategy<T> strategy,
            ServiceCacheBuilder<T> cacheBuilder, List<InstanceFilter<T>> filters, DownInstancePolicy policy) {
        if (strategy == null) {
            throw new IllegalArgumentException("providerStrategy cannot be null: e.g. new RoundRobinStrategy<>()");
        }
        this.discovery = discovery;
        this.strategy = strategy;
        this.downInstances = new DownInstanceManager<>(policy);
        this.cache = cacheBuilder.name(serviceName).build();
        List<InstanceFilter<T>> all = new ArrayList<>(filters);
        all.add(downInstances);
        all.add(ServiceInstance::isEnabled);
        this.filters = List.copyOf(all);
    }

    @Override
    public void start() throws Exception {
        cache.start();
        discovery.providerOpened(this);
    }

    @Override
    public void close() throws IOException {
        discovery.providerClosed(this);
        cache.close();
    }

    @Override
    public Collection<ServiceInstance<T>> getAllInstances() throws Exception {
        return filtered();
    }

    @Override
    public ServiceInstance<T> getInstance() throws Exception {
        return strategy.getInstance(this::filtered);
    }

    @Override
    public void noteError(ServiceInstance<T> instance) {
        downInstances.add(instance);
    }

    private List<ServiceInstance<T>> filtered() {
        return cache.getInstances().stream().filter(i -> filters.stream().allMatch(f -> f.test(i))).toList();
    }
}
