package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.nodes.Nodes;

/**
 * A mutex whose lock nodes carry the caller's data instead of Curator's default (this host's address):
 * what Curator's recipes get by overriding {@code InterProcessMutex.getLockNodeBytes()}; zkwire's
 * {@code LeaderSelector} uses it to write its participant id, as Curator's does.
 */
public final class MutexWithNodeData {

    private MutexWithNodeData() {
    }

    /**
     * @param data the lock node data; null for the default
     */
    public static InterProcessMutex create(ZkClient client, String path, byte[] data) {
        return new InterProcessMutex(new Nodes(client), path,
                NodeRequest.sequential(InterProcessMutex.LOCK_NAME, IndexPolicy.MUTEX),
                LockSorting.standard(InterProcessMutex.LOCK_NAME), data);
    }
}
