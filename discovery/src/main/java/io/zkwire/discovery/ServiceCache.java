// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import io.zkwire.discovery.details.InstanceProvider;
import io.zkwire.discovery.details.ServiceCacheListener;
import io.zkwire.recipes.shared.Listenable;
import java.io.Closeable;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/** Curator's cache of one service's instances, kept current by watches. */
public interface ServiceCache<T> extends Closeable, Listenable<ServiceCacheListener>, InstanceProvider<T> {

    /** The instances cached now. */
    @Override
    List<ServiceInstance<T>> getInstances();

    /** Starts the cache and returns once the instances are loaded. */
    void start() throws Exception;

    /** Starts the cache; the latch opens once the instances are loaded. */
    CountDownLatch startImmediate() throws Exception;
}
