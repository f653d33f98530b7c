// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.ServiceInstance;
import java.util.List;

/** Curator's source of instances for a {@link io.zkwire.discovery.ProviderStrategy}. */
@FunctionalInterface
public interface InstanceProvider<T> {
    List<ServiceInstance<T>> getInstances() throws Exception;
}
