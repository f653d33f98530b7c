// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/**
 * Curator's {@code TreeCacheSelector}: which parts of the tree a {@link TreeCache} shows. A node is shown when
 * each node above it (up to the cache's path) has {@link #traverseChildren} true and each (itself included,
 * the cache's path excluded) has {@link #acceptChild} true.
 */
public interface TreeCacheSelector {

    /** Whether the children of {@code fullPath} are shown. */
    boolean traverseChildren(String fullPath);

    /** Whether the node {@code fullPath} is shown. */
    boolean acceptChild(String fullPath);
}
