// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.client.ConnectionStateListener;

/** Curator's listener of a {@link io.zkwire.discovery.ServiceCache}: its instances and the connection. */
public interface ServiceCacheListener extends ConnectionStateListener {
    /** The cached instances changed; read them with {@code getInstances()}. */
    void cacheChanged();
}
