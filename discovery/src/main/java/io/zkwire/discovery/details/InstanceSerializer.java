// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.details;

import io.zkwire.discovery.ServiceInstance;

/** Curator's conversion between an instance and the bytes of its node. */
public interface InstanceSerializer<T> {
    byte[] serialize(ServiceInstance<T> instance) throws Exception;

    ServiceInstance<T> deserialize(byte[] bytes) throws Exception;
}
