package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import java.util.List;

/** A node's children, where the node may be gone: lock directories are containers the server removes when empty. */
public final class Children {

    private Children() {
    }

    /** The children's names; none if the node does not exist (any more). */
    public static List<String> of(ZkClient client, String path) throws Exception {
        try {
            return client.getChildren().forPath(path);
        } catch (KeeperException.NoNodeException e) {
            return List.of();
        }
    }
}
