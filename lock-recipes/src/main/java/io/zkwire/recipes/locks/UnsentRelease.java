// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.util.concurrent.CompletableFuture;

/**
 * How a release made while the client is not connected ends. It waits for its delete's answer, which the
 * client bounds as it bounds a synchronous call (connectionTimeoutMs for a connection, then the read timeout),
 * so that a process that exits, or closes the client, right after the release does not leave the node for
 * the session timeout. Done, NONODE, a lost or closed session (the ephemeral node goes with it) or a failure
 * no retry fixes (logged by the delete) end the release normally; a delete not confirmed (no connection in
 * time, or the connection lost on the way) fails it with the same code and a message saying so, while the
 * client keeps trying the delete in the background.
 */
final class UnsentRelease {

    private UnsentRelease() {
    }

    /** Completes {@code released} after the first attempt of {@code nodePath}'s delete ended with {@code failure}. */
    static void settle(CompletableFuture<Void> released, String nodePath, Throwable failure) {
        if (failure == null || ReplyFailures.isNoNode(failure) || !KeeperException.isRetryable(failure)
                || ReplyFailures.isSessionExpired(failure)) {
            released.complete(null);
        } else {
            released.completeExceptionally(notDeleted(nodePath, (KeeperException) ReplyFailures.unwrap(failure)));
        }
    }

    private static KeeperException notDeleted(String nodePath, KeeperException cause) {
        KeeperException e = KeeperException.create(cause.rawCode(), nodePath).withDetail("released here, but the"
                + " delete of the lock node was not confirmed while the client was disconnected (" + cause.getMessage()
                + "); the client keeps trying it in the background until the node is gone, and ZkClient.close()"
                + " waits up to its connectionTimeoutMs for that; until then (at the latest until this session"
                + " expires) no other process can take the lock");
        e.initCause(cause);
        return e;
    }
}
