// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.ServiceCache;
import io.zkwire.discovery.ServiceCacheBuilder;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;

final class ServiceCacheBuilderImpl<T> implements ServiceCacheBuilder<T> {

    private final ServiceDiscoveryImpl<T> discovery;
    private String name;
    private ExecutorService executorService;
    private ThreadFactory threadFactory;

    ServiceCacheBuilderImpl(ServiceDiscoveryImpl<T> discovery) {
        this.discovery = discovery;
    }

    @Override
    public ServiceCache<T> build() {
        if (threadFactory != null) {
            return new ServiceCacheImpl<>(discovery, name, Executors.newSingleThreadExecutor(threadFactory), true);
        }
        return new ServiceCacheImpl<>(discovery, name, executorService, false);
    }

    @Override
    public ServiceCacheBuilder<T> name(String name) {
        this.name = name;
        return this;
    }

    @Override
    @Deprecated
    public ServiceCacheBuilder<T> threadFactory(ThreadFactory threadFactory) {
        this.threadFactory = threadFactory;
        this.executorService = null;
        return this;
    }

    @Override
    public ServiceCacheBuilder<T> executorService(ExecutorService executorService) {
        this.executorService = executorService;
        this.threadFactory = null;
        return this;
    }
}
