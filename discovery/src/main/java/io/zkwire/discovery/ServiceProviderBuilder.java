// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;

/** Curator's builder of a {@link ServiceProvider}. */
public interface ServiceProviderBuilder<T> {
    ServiceProvider<T> build();

    ServiceProviderBuilder<T> serviceName(String serviceName);

    /** Round robin unless set. */
    ServiceProviderBuilder<T> providerStrategy(ProviderStrategy<T> providerStrategy);

    @Deprecated
    ServiceProviderBuilder<T> threadFactory(ThreadFactory threadFactory);

    ServiceProviderBuilder<T> downInstancePolicy(DownInstancePolicy downInstancePolicy);

    ServiceProviderBuilder<T> additionalFilter(InstanceFilter<T> filter);

    ServiceProviderBuilder<T> executorService(ExecutorService executorService);
}
