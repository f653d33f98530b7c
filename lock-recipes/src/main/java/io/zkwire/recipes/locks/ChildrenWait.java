// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import java.util.List;
import java.util.concurrent.Executor;

/**
 * A waiter's wait for the children to change ({@link Verdict.WaitForChildren}, Curator's semaphore): a child
 * watch set by getChildren, whose reply is evaluated at once; each change sets the next watch. No own-node
 * watch is needed: a deletion of our node changes the children, and the listing shows it gone.
 */
final class ChildrenWait implements Wait {

    private final Contender contender;
    private final LockEngine engine;
    private final OneShotWatch<List<String>> watch;
    private boolean active = true; // serial tasks only

    ChildrenWait(Contender contender, LockEngine engine, Executor serial) {
        this.contender = contender;
        this.engine = engine;
        this.watch = OneShotWatch.onChildren(engine.nodes().client(), engine.basePath(), serial, type -> {
            active = false;
            contender.watchChildren();
        }, contender::onClientClosed);
        watch.reply().whenComplete((children, failure) -> serial.execute(() -> onRead(children, failure)));
    }

    private void onRead(List<String> children, Throwable failure) {
        if (!active) {
            return;
        }
        if (failure != null) {
            drop();
            contender.retryOrFail(failure);
        } else {
            contender.evaluate(SortedChildren.sort(children, engine.sortKey()), true, true);
        }
    }

    @Override
    public void drop() {
        active = false;
        watch.drop();
    }
}
