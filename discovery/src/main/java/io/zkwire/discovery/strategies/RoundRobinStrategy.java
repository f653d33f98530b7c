// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.strategies;

import io.zkwire.discovery.ProviderStrategy;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.details.InstanceProvider;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** Curator's round robin: each call takes the next instance of the list it gets. */
public class RoundRobinStrategy<T> implements ProviderStrategy<T> {

    private final AtomicInteger index = new AtomicInteger();

    @Override
    public ServiceInstance<T> getInstance(InstanceProvider<T> instanceProvider) throws Exception {
        List<ServiceInstance<T>> instances = instanceProvider.getInstances();
        if (instances.isEmpty()) {
            return null;
        }
        return instances.get(Math.floorMod(index.getAndIncrement(), instances.size()));
    }
}
