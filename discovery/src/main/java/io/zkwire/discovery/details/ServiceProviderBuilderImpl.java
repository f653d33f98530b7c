// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.DownInstancePolicy;
import io.zkwire.discovery.InstanceFilter;
import io.zkwire.discovery.ProviderStrategy;
import io.zkwire.discovery.ServiceCacheBuilder;
import io.zkwire.discovery.ServiceProvider;
import io.zkwire.discovery.ServiceProviderBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;

final class ServiceProviderBuilderImpl<T> implements ServiceProviderBuilder<T> {

    private final ServiceDiscoveryImpl<T> discovery;
    private final List<InstanceFilter<T>> filters = new ArrayList<>();
    private String serviceName;
    private ProviderStrategy<T> providerStrategy;
    private final ServiceCacheBuilder<T> cacheBuilder;
    private DownInstancePolicy downInstancePolicy = new DownInstancePolicy();

    ServiceProviderBuilderImpl(ServiceDiscoveryImpl<T> discovery) {
        this.discovery = discovery;
        this.cacheBuilder = discovery.serviceCacheBuilder();
    }

    @Override
    public ServiceProvider<T> build() {
        return new ServiceProviderImpl<>(discovery, serviceName, providerStrategy, cacheBuilder, filters,
                downInstancePolicy);
    }

    @Override
    public ServiceProviderBuilder<T> serviceName(String serviceName) {
        this.serviceName = serviceName;
        return this;
    }

    @Override
    public ServiceProviderBuilder<T> providerStrategy(ProviderStrategy<T> providerStrategy) {
        this.providerStrategy = providerStrategy;
        return this;
    }

    @Override
    @Deprecated
    public ServiceProviderBuilder<T> threadFactory(ThreadFactory threadFactory) {
        cacheBuilder.threadFactory(threadFactory);
        return this;
    }

    @Override
    public ServiceProviderBuilder<T> downInstancePolicy(DownInstancePolicy downInstancePolicy) {
        this.downInstancePolicy = downInstancePolicy;
        return this;
    }

    @Override
    public ServiceProviderBuilder<T> additionalFilter(InstanceFilter<T> filter) {
        filters.add(filter);
        return this;
    }

    @Override
    public ServiceProviderBuilder<T> executorService(ExecutorService executorService) {
        cacheBuilder.executorService(executorService);
        return this;
    }
}
