package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;

/** Curator's {@code Revoker}. */
public final class Revoker {

    private Revoker() {
    }

    /**
     * Asks the holder of a revocable lock node to release it: writes {@code __REVOKE__} into the node
     * (setData, any version). A node that is already gone is ignored. Revocation is cooperative.
     *
     * @param path a lock node path, e.g. one of {@link InterProcessMutex#getParticipantNodes()}
     */
    public static void attemptRevoke(ZkClient client, String path) throws Exception {
        try {
            client.setData().forPath(path, Revocation.REVOKE_MESSAGE.clone());
        } catch (KeeperException.NoNodeException ignore) {
            // released already
        }
    }
}
