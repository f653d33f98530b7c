// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import io.zkwire.discovery.details.InstanceProvider;

/** Curator's strategy: picks one instance of those the provider offers. */
@FunctionalInterface
public interface ProviderStrategy<T> {
    /** The chosen instance, or null when there is none. */
    ServiceInstance<T> getInstance(InstanceProvider<T> instanceProvider) throws Exception;
}
