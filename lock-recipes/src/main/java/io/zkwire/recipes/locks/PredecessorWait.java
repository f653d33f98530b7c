// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import io.zkwire.protocol.EventType;
import io.zkwire.recipes.internal.nodes.Failures;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.util.concurrent.Executor;

/**
 * A waiter's wait for the node its policy named ({@link Verdict.WaitForNode}): a data watch on it, set by
 * getData as Curator sets it. This is the one place that decides whether that node's deletion grants the
 * lock without listing the children again: it does when the node was the only thing in the way (the
 * policy's {@code soleBlocker}), or when it belonged to a local contender that held the lock and nothing can
 * sort between it and us ({@link LockPolicy#inheritsHead()}). Otherwise the contender lists again, and its
 * policy decides on the new listing.
 */
final class PredecessorWait implements Wait {

    private final Contender contender;
    private final Verdict.WaitForNode verdict;
    private final Contender localPredecessor; // null unless the policy lets a waiter inherit the head from it
    private final OneShotWatch<byte[]> watch;
    private boolean active = true; // serial tasks only

    PredecessorWait(Contender contender, LockEngine engine, LockPolicy policy, Verdict.WaitForNode verdict,
            OwnNode ownNode, Executor serial) {
        this.contender = contender;
        this.verdict = verdict;
        this.localPredecessor = policy.inheritsHead() ? engine.local(verdict.name()) : null;
        if (mayGrantWithoutListing()) {
            // The grant will skip the listing that would show our node gone: watch it instead, so that a
            // waiter whose node is deleted starts over rather than taking the lock without a node. Any
            // other waiter lists again when the watched node goes, and a missing node shows there.
            ownNode.watchFromNowOn();
        }
        this.watch = OneShotWatch.onNode(engine.nodes().client(), ZPaths.join(engine.basePath(), verdict.name()),
                serial, this::onEvent, contender::onClientClosed);
        watch.reply().whenComplete((data, failure) -> serial.execute(() -> onRead(failure)));
    }

    /** Whether the watched node's deletion may grant the lock with no listing in between. */
    private boolean mayGrantWithoutListing() {
        return verdict.soleBlocker() || localPredecessor != null;
    }

    /** Whether the watched node's deletion, now, grants the lock. */
    private boolean grantsWhenGone() {
        return verdict.soleBlocker() || (localPredecessor != null && localPredecessor.reachedHead());
    }

    private void onRead(Throwable failure) {
        if (!active || failure == null) {
            return; // dropped, or the watch is set: wait for it
        }
        drop();
        if (Failures.isNoNode(failure)) {
            onGone();
        } else {
            contender.retryOrFail(failure);
        }
    }

    private void onEvent(EventType type) {
        active = false; // one-shot: consumed
        if (type == EventType.NodeDeleted) {
            onGone();
        } else {
            contender.relist();
        }
    }

    private void onGone() {
        if (grantsWhenGone()) {
            contender.grant();
        } else {
            contender.relist();
        }
    }

    @Override
    public void drop() {
        active = false;
        watch.drop();
    }
}
