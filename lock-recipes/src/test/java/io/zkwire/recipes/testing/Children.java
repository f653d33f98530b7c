package io.zkwire.recipes.testing;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import java.util.List;

/** Reading a lock's children in tests, where the server may already have removed the empty container. */
public final class Children {

    private Children() {
    }

    /** The children of {@code path}; none if the node does not exist (or no longer does). */
    public static List<String> of(ZkClient client, String path) throws Exception {
        try {
            return client.getChildren().forPath(path);
        } catch (KeeperException.NoNodeException e) {
            return List.of();
        }
    }

    /** How many children {@code path} has (0 if it does not exist), or -1 if it cannot be read now: for polls. */
    public static int count(ZkClient client, String path) {
        try {
            return of(client, path).size();
        } catch (Exception e) {
            return -1;
        }
    }
}
