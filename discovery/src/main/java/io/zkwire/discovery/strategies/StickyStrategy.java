// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.strategies;

import io.zkwire.discovery.ProviderStrategy;
import io.zkwire.discovery.ServiceInstance;
import io.zkwire.discovery.details.InstanceProvider;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/** Curator's sticky choice: keeps one instance while it is offered; then asks the master strategy again. */
public class StickyStrategy<T> implements ProviderStrategy<T> {

    private final ProviderStrategy<T> masterStrategy;
    private final AtomicReference<ServiceInstance<T>> ourInstance = new AtomicReference<>();
    private final AtomicInteger instanceNumber = new AtomicInteger(-1);

    public StickyStrategy(ProviderStrategy<T> masterStrategy) {
        this.masterStrategy = masterStrategy;
    }

    @Override
    public ServiceInstance<T> getInstance(InstanceProvider<T> instanceProvider) throws Exception {
        List<ServiceInstance<T>> instances = instanceProvider.getInstances();
        ServiceInstance<T> current = ourInstance.get();
        if (current != null && !instances.contains(current)) { // immutable lists reject contains(null)
            ourInstance.compareAndSet(current, null);
        }
        if (ourInstance.get() == null) {
            ServiceInstance<T> chosen = masterStrategy.getInstance(() -> instances);
            if (ourInstance.compareAndSet(null, chosen)) {
                instanceNumber.incrementAndGet();
            }
        }
        return ourInstance.get();
    }

    /** How many instances were chosen so far, less one. */
    public int getInstanceNumber() {
        return instanceNumber.get();
    }
}
