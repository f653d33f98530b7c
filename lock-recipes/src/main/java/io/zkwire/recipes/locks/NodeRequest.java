package io.zkwire.recipes.locks;

import io.zkwire.protocol.CreateMode;

/**
 * What node a contender creates and how it decides: Curator's lock name (or, for a downgrade, the read
 * name plus the write node's sequence), the create mode and the predicate.
 *
 * @param restartable whether a waiter whose node vanished (session loss, deletion) starts over with a
 *                    new node by itself; a semaphore lease does not, because it was created under the
 *                    semaphore's mutex and must start over from the mutex (as Curator's retry does)
 */
record NodeRequest(String name, CreateMode mode, LockPolicy policy, boolean restartable) {

    static NodeRequest sequential(String lockName, LockPolicy policy) {
        return new NodeRequest(lockName, CreateMode.EPHEMERAL_SEQUENTIAL, policy, true);
    }
}
