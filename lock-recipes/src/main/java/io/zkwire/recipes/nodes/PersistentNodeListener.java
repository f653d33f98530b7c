// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

/** Curator's {@code PersistentNodeListener}: told each time a {@link PersistentNode} creates its node. */
@FunctionalInterface
public interface PersistentNodeListener {

    /**
     * Called after the node was created (the first time, and after each recreation).
     *
     * @param path the node's actual path
     */
    void nodeCreated(String path) throws Exception;
}
