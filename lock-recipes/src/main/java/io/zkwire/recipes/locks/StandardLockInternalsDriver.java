package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.LockSorting;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import java.util.List;

/**
 * Curator's {@code StandardLockInternalsDriver}: the mutex's rule. A contender holds the lock when fewer
 * than {@code maxLeases} nodes sort ahead of it, and otherwise waits for the node {@code maxLeases} places
 * ahead; nodes sort by the sequence after the lock name ({@link LockSorting#fixForSorting}).
 */
public class StandardLockInternalsDriver implements LockInternalsDriver {

    @Override
    public PredicateResults getsTheLock(ZkClient client, List<String> children, String sequenceNodeName,
            int maxLeases) throws Exception {
        int ourIndex = children.indexOf(sequenceNodeName);
        if (ourIndex < 0) {
            throw new KeeperException.NoNodeException("Sequential path not found: " + sequenceNodeName);
        }
        boolean getsTheLock = ourIndex < maxLeases;
        return new PredicateResults(getsTheLock ? null : children.get(ourIndex - maxLeases), getsTheLock);
    }

    /**
     * What zkwire's contenders do, asynchronously, for every driver: a protected ({@code _c_<uuid>-})
     * ephemeral sequential create with container parents. Offered for callers who create a lock node by
     * hand; a subclass may not change it (see {@link LockInternalsDriver}).
     */
    @Override
    public final String createsTheLock(ZkClient client, String path, byte[] lockNodeBytes) throws Exception {
        byte[] data = lockNodeBytes == null ? DefaultNodeData.get() : lockNodeBytes;
        return client.create().creatingParentContainersIfNeeded().withProtection()
                .withMode(CreateMode.EPHEMERAL_SEQUENTIAL).forPath(path, data);
    }

    @Override
    public String fixForSorting(String str, String lockName) {
        return LockSorting.fixForSorting(str, lockName);
    }
}
