// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;

/**
 * Curator's {@code TreeCacheListener}, for {@link CuratorCacheListenerBuilder#forTreeCache}: zkwire has no
 * TreeCache, a CuratorCache feeds it.
 */
@FunctionalInterface
public interface TreeCacheListener {
    void childEvent(ZkClient client, TreeCacheEvent event) throws Exception;
}
