// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import io.zkwire.client.ConnectionState;
import io.zkwire.recipes.internal.nodes.CreatedNode;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * What happened to a {@link Contender}, as a value. The node, watch, listing, session and deadline pieces
 * only deliver these; {@code Contender.decide} alone decides what follows. Values about a node, listing or
 * watch the contender has moved on from are told apart by identity and ignored.
 */
sealed interface ContenderEvent {

    /** Where the pieces deliver: a contender's serial executor, in front of {@code Contender.decide}. */
    @FunctionalInterface
    interface Inbox {
        void deliver(ContenderEvent event);
    }

    /** The protected create ended; {@code listing} is the listing sent right behind it (null: none needed). */
    record Created(OwnNode node, CreatedNode created, Throwable failure, CompletableFuture<SortedChildren> listing)
            implements ContenderEvent {}

    /** The children of the lock path, listed for {@code node}; {@code afterCreate}: sent after its create's reply. */
    record Listed(OwnNode node, SortedChildren children, boolean afterCreate) implements ContenderEvent {}

    /** The request that sets {@code watch} was answered: the watch is set ({@code children}: null for a node watch). */
    record WatchSet(OneShotWatch watch, List<String> children) implements ContenderEvent {}

    /** The watched node was deleted, or was gone already when its watch was to be set. */
    record PredecessorGone(OneShotWatch watch) implements ContenderEvent {}

    /** The watch fired otherwise: the watched node changed, or the children changed. */
    record WatchFired(OneShotWatch watch) implements ContenderEvent {}

    /** A listing for {@code read} (an {@link OwnNode}) or a watch-setting {@code read} (a {@link OneShotWatch}) failed. */
    record ReadFailed(Object read, Throwable failure) implements ContenderEvent {}

    /** The own node was deleted. */
    record OwnNodeDeleted(OwnNode node) implements ContenderEvent {}

    /** The own node's data, read by its watch (a revocation request arrives this way). */
    record OwnNodeData(OwnNode node, byte[] data) implements ContenderEvent {}

    /** The client's connection state changed. */
    record SessionChanged(ConnectionState state) implements ContenderEvent {}

    /** The client was closed: no reply or event will come any more. */
    record ClientClosed() implements ContenderEvent {}

    /** The deadline passed (with its grace, if a reply was on its way). */
    record DeadlinePassed() implements ContenderEvent {}

    /** The caller gave up (a cancelled future, an interrupted thread). */
    record Abandoned() implements ContenderEvent {}

    /** An input of the policy changed (a semaphore's lease count): a waiter lists the children again. */
    record InputsChanged() implements ContenderEvent {}

    /** Someone asked the holder about its loss: from now on a deletion of the own node must be noticed. */
    record LossObserved() implements ContenderEvent {}

    /** The holder releases; {@code sent} completes once the delete is sent (see {@link HeldLock#release()}). */
    record ReleaseAsked(CompletableFuture<Void> sent) implements ContenderEvent {}
}
