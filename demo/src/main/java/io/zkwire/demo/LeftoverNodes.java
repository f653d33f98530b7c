package io.zkwire.demo;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;

/** Counts the ephemeral lock and lease nodes left below a path (0 after a clean run). */
final class LeftoverNodes {
    private LeftoverNodes() {}

    static int count(ZkClient client, String path) throws InterruptedException {
        try {
            int count = 0;
            for (String child : client.getChildren().forPath(path)) {
                String childPath = path + "/" + child;
                var stat = client.checkExists().forPath(childPath);
                if (stat != null && isEphemeral(stat.ephemeralOwner())) {
                    count++;
                } else {
                    count += count(client, childPath);
                }
            }
            return count;
        } catch (KeeperException.NoNodeException e) {
            return 0;
        } catch (KeeperException e) {
            throw new IllegalStateException("could not list " + path + ": " + e.getMessage(), e);
        }
    }

    /**
     * A session's id. Servers report owner 0 for containers and TTL nodes (they hide the markers they store
     * there, Long.MIN_VALUE and a top byte of 0xFF); the extra checks keep those markers out should a server
     * ever show them.
     */
    private static boolean isEphemeral(long owner) {
        return owner != 0 && owner != Long.MIN_VALUE && (owner >>> 56) != 0xFF;
    }
}
