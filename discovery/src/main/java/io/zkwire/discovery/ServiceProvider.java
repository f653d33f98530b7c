// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.io.Closeable;
import java.io.IOException;
import java.util.Collection;

/** Curator's provider: picks an instance of one service with its strategy, leaving out failing ones. */
public interface ServiceProvider<T> extends Closeable {
    void start() throws Exception;

    /** An instance chosen by the strategy, or null when there is none. */
    ServiceInstance<T> getInstance() throws Exception;

    /** Every instance that passes the filters. */
    Collection<ServiceInstance<T>> getAllInstances() throws Exception;

    /** Counts an error against {@code instance} (see {@link DownInstancePolicy}). */
    void noteError(ServiceInstance<T> instance);

    @Override
    void close() throws IOException;
}
