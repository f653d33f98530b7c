// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/** Curator's {@code DefaultTreeCacheSelector}: shows every node. */
public class DefaultTreeCacheSelector implements TreeCacheSelector {

    @Override
    public boolean traverseChildren(String fullPath) {
        return true;
    }

    @Override
    public boolean acceptChild(String fullPath) {
        return true;
    }
}
