// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.nodes.CreatedNode;
import java.util.concurrent.CompletableFuture;

/**
 * One lock node of a contender, from its protected create to its guaranteed delete: while it exists it is
 * listed in the lock path's directory of local contenders and has an {@link OwnNodeWatch} (started from
 * creation for a revocable lock, otherwise when someone needs it). A contender that starts over makes a new
 * one, so an event about an older node is told apart by its OwnNode. Every call the locks make into the
 * client's protected create and guaranteed delete (through nodes/Nodes) is in this class. Used only inside
 * the contender's serial tasks.
 */
final class OwnNode {

    private final LockPath lock;
    private final CompletableFuture<CreatedNode> create; // cancelling it abandons the create
    private CreatedNode node; // null until created
    private Contender owner;
    private OwnNodeWatch watch;
    private boolean deleted;

    private OwnNode(LockPath lock, CompletableFuture<CreatedNode> create) {
        this.lock = lock;
        this.create = create;
    }

    /** Sends the protected create of {@code <lock path>/_c_<uuid>-<name>} at once. */
    static OwnNode create(LockPath lock, NodeRequest request) {
        return new OwnNode(lock, lock.nodes().createProtected(lock.basePath(), request.name(),
                lock.nodeData(), request.mode()));
    }

    /** The created node; fails with the KeeperException that made the create fail for good. */
    CompletableFuture<CreatedNode> created() {
        return create;
    }

    /**
     * Whether the create's reply may be on its way: only while connected (disconnected, the reply was lost or
     * the create is not sent yet, and the client's recovery finds the node later).
     */
    boolean replyMayCome() {
        return lock.nodes().client().isConnected();
    }

    /**
     * Takes the created node as {@code owner}'s: registered with the lock path, its own-node watch made, and
     * started at once if revocation requests can arrive.
     */
    void onCreated(CreatedNode created, Contender owner) {
        node = created;
        this.owner = owner;
        lock.register(created.name(), owner);
        watch = new OwnNodeWatch(lock.nodes().client(), this, owner);
        if (lock.revocable()) {
            watch.watchFromNowOn();
        }
    }

    /** Whether the node was created and not deleted yet. */
    boolean exists() {
        return node != null && !deleted;
    }

    /** Whether a session event means this node went with its session: LOST, or connected under another one. */
    boolean goneWithSession(ConnectionState state) {
        ZkClient client = lock.nodes().client();
        return exists() && (state == ConnectionState.LOST
                || (state.isConnected() && client.sessionId() != node.ephemeralOwner()));
    }

    /** The created node (null before {@link #onCreated}). */
    CreatedNode node() {
        return node;
    }

    String name() {
        return node.name();
    }

    /** From now on a deletion of this node is noticed (a no-op once started). */
    void watchFromNowOn() {
        watch.watchFromNowOn();
    }

    /**
     * Deletes the node of a released hold. Connected: completes at once, the delete handed to the
     * connection (see {@link HeldLock#release()}). Not connected: completes once the delete was answered,
     * or fails saying it was not confirmed ({@link UnsentRelease}).
     */
    CompletableFuture<Void> deleteOnRelease() {
        boolean connected = lock.nodes().client().isConnected();
        String path = node.path();
        CompletableFuture<Void> firstAttempt = delete();
        if (connected) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Void> settled = new CompletableFuture<>();
        firstAttempt.whenComplete((ignored, failure) -> UnsentRelease.settle(settled, path, failure));
        return settled;
    }

    /**
     * Deletes the node, once: a created node is unregistered, no longer watched and deleted with the
     * guaranteed delete (the future is that delete's first attempt's own outcome); a create still in flight
     * is abandoned and deletes what it makes when it lands (the future completes at once). A create that
     * landed before its owner heard of it (its reply's event still queued) can no longer be cancelled: its
     * node is deleted here, as a registered one would be.
     */
    CompletableFuture<Void> delete() {
        if (deleted) {
            return CompletableFuture.completedFuture(null);
        }
        deleted = true;
        if (node == null) {
            if (create.cancel(false) || create.isCompletedExceptionally()) {
                return CompletableFuture.completedFuture(null);
            }
            return lock.nodes().deleteGuaranteed(create.join().path());
        }
        watch.close();
        lock.unregister(node.name(), owner);
        return lock.nodes().deleteGuaranteed(node.path());
    }
}
