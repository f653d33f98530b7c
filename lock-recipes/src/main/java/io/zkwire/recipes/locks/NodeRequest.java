package io.zkwire.recipes.locks;

import io.zkwire.protocol.CreateMode;

/**
 * What node a contender creates and how it decides: Curator's lock name (or, for a downgrade, the read
 * name plus the write node's sequence), the create mode and the predicate.
 *
 * @param restartable whether a waiter whose node vanished (session loss, deletion) starts over with a
 *                    new node by itself; a semaphore lease does not, because it was created under the
 *                    semaphore's mutex and must start over from the mutex (as Curator's retry does)
 * @param inheritedToken the fencing token of the acquisition this one continues (a downgrade continues the
 *                    write hold: its read node sorts in the write node's place but is created later, so
 *                    its own czxid would exceed the tokens of writers queued meanwhile); 0 for none
 */
record NodeRequest(String name, CreateMode mode, LockPolicy policy, boolean restartable, long inheritedToken) {

    /** A request whose acquisition's fencing token is its own node's czxid. */
    NodeRequest(String name, CreateMode mode, LockPolicy policy, boolean restartable) {
        this(name, mode, policy, restartable, 0);
    }

    static NodeRequest sequential(String lockName, LockPolicy policy) {
        return new NodeRequest(lockName, CreateMode.EPHEMERAL_SEQUENTIAL, policy, true);
    }
}
