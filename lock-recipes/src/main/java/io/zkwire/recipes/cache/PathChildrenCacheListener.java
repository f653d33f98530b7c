// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;

/** Curator's {@code PathChildrenCacheListener}: told of each child event and connection event. */
@FunctionalInterface
public interface PathChildrenCacheListener {
    void childEvent(ZkClient client, PathChildrenCacheEvent event) throws Exception;
}
