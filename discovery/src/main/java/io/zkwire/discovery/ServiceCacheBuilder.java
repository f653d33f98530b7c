// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;

/** Curator's builder of a {@link ServiceCache}. */
public interface ServiceCacheBuilder<T> {
    ServiceCache<T> build();

    /** The service whose instances are cached. */
    ServiceCacheBuilder<T> name(String name);

    /** Listeners run on one thread made by {@code threadFactory}. */
    @Deprecated
    ServiceCacheBuilder<T> threadFactory(ThreadFactory threadFactory);

    /** Listeners run on {@code executorService}. */
    ServiceCacheBuilder<T> executorService(ExecutorService executorService);
}
