// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;

/** Curator's {@code TreeCacheListener}: for a {@link TreeCache}, or a CuratorCache through the listener builder. */
@FunctionalInterface
public interface TreeCacheListener {
    void childEvent(ZkClient client, TreeCacheEvent event) throws Exception;
}
