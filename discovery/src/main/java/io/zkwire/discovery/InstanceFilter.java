// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.util.function.Predicate;

/** Curator's filter of the instances a {@link ServiceProvider} chooses from: true keeps the instance. */
@FunctionalInterface
public interface InstanceFilter<T> extends Predicate<ServiceInstance<T>> {
}
