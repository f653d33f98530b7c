package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import java.util.List;

/**
 * Curator's {@code LockInternalsDriver} (with its {@code LockInternalsSorter}): the rule that orders a
 * lock's nodes and decides who holds it, for {@link InterProcessMutex#InterProcessMutex(ZkClient, String,
 * LockInternalsDriver)}. Start from {@link StandardLockInternalsDriver} and override
 * {@link #getsTheLock} and/or {@link #fixForSorting}.
 *
 * <p>Differences from Curator: {@link #getsTheLock} runs on the client's event thread (it must decide from
 * its arguments and not block, e.g. not call the client synchronously); zkwire creates lock nodes itself,
 * asynchronously, exactly as {@link StandardLockInternalsDriver#createsTheLock} describes (which is final
 * there); a driver written from scratch has its {@code createsTheLock} ignored, and the first mutex made
 * with such a driver class logs a WARNING saying so.
 */
public interface LockInternalsDriver {

    /**
     * Decides from the sorted children whether {@code sequenceNodeName} holds the lock, and if not which
     * sibling to wait for (the contender waits until that node is deleted or changes, then asks again).
     *
     * @param children         the lock's children, names only, sorted by {@link #fixForSorting}
     * @param sequenceNodeName the contender's own node name
     * @param maxLeases        how many may hold the lock at once (1 for a mutex)
     * @throws io.zkwire.protocol.KeeperException.NoNodeException if the own node is not among the children
     *         (the contender then starts over with a new node)
     */
    PredicateResults getsTheLock(ZkClient client, List<String> children, String sequenceNodeName, int maxLeases)
            throws Exception;

    /**
     * Curator's contract: creates the contender's node under {@code path} (the lock path plus the lock
     * name) and returns its full path. zkwire does not call it (see the class comment).
     */
    String createsTheLock(ZkClient client, String path, byte[] lockNodeBytes) throws Exception;

    /** The key a child name sorts by, for a lock name (Curator: the text after the last lock name). */
    String fixForSorting(String str, String lockName);
}
