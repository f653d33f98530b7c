// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/** Curator's {@code NodeCacheListener}: the node was created, changed or deleted; read the cache for which. */
@FunctionalInterface
public interface NodeCacheListener {
    void nodeChanged() throws Exception;
}
