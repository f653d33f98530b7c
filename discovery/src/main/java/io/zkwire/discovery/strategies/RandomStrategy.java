// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.strategies;

import io.zkwire.discovery.ProviderStrategy;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.details.InstanceProvider;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/** Curator's random choice among the instances. */
public class RandomStrategy<T> implements ProviderStrategy<T> {

    @Override
    public ServiceInstance<T> getInstance(InstanceProvider<T> instanceProvider) throws Exception {
        List<ServiceInstance<T>> instances = instanceProvider.getInstances();
        return instances.isEmpty() ? null : instances.get(ThreadLocalRandom.current().nextInt(instances.size()));
    }
}
