// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;

/**
 * Curator's {@code PersistentEphemeralNode}: a {@link PersistentNode} of an ephemeral mode.
 *
 * @deprecated use {@link PersistentNode}, as in Curator
 */
@Deprecated
public class PersistentEphemeralNode extends PersistentNode {

    /**
     * The mode and protection of the node.
     *
     * @deprecated use {@link CreateMode} with {@link PersistentNode}
     */
    @Deprecated
    public enum Mode {
        /** {@link CreateMode#EPHEMERAL}. */
        EPHEMERAL(CreateMode.EPHEMERAL, false),
        /** {@link CreateMode#EPHEMERAL_SEQUENTIAL}. */
        EPHEMERAL_SEQUENTIAL(CreateMode.EPHEMERAL_SEQUENTIAL, false),
        /** {@link CreateMode#EPHEMERAL} with protection. */
        PROTECTED_EPHEMERAL(CreateMode.EPHEMERAL, true),
        /** {@link CreateMode#EPHEMERAL_SEQUENTIAL} with protection. */
        PROTECTED_EPHEMERAL_SEQUENTIAL(CreateMode.EPHEMERAL_SEQUENTIAL, true);

        private final CreateMode createMode;
        private final boolean isProtected;

        Mode(CreateMode createMode, boolean isProtected) {
            this.createMode = createMode;
            this.isProtected = isProtected;
        }
    }

    /** Curator's constructor. */
    public PersistentEphemeralNode(ZkClient client, Mode mode, String basePath, byte[] initData) {
        super(client, mode.createMode, mode.isProtected, basePath, initData);
    }
}
