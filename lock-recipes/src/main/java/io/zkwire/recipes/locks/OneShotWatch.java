package io.zkwire.recipes.locks;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.WatcherType;
import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.util.List;

/**
 * One wait of a contender, set the way Curator sets it: a data watch by getData (not exists, so nothing
 * is left behind when the node is already gone) or a child watch by getChildren. It delivers the request's
 * reply ({@link ContenderEvent.WatchSet}, {@link ContenderEvent.ReadFailed}) and its one event
 * ({@link ContenderEvent.PredecessorGone}, {@link ContenderEvent.WatchFired}, {@link ContenderEvent.ClientClosed})
 * to its contender, and decides nothing. Whichever comes first settles it: the event, a failed request (no watch was set) or its end.
 */
final class OneShotWatch implements Watcher {

    private final ContenderEvent.Inbox contender;
    private final ZkClient client;
    private final String path;
    private final WatcherType type;
    private final Once settled = new Once(); // claimed on the client's thread as it fires, so an end after it sends nothing

    private OneShotWatch(ContenderEvent.Inbox contender, ZkClient client, String path, WatcherType type) {
        this.contender = contender;
        this.client = client;
        this.path = path;
        this.type = type;
    }

    /** Watches a node for deletion or change; the read fails with NoNode if it is already gone. */
    static OneShotWatch onNode(ContenderEvent.Inbox contender, ZkClient client, String path) {
        OneShotWatch watch = new OneShotWatch(contender, client, path, WatcherType.Data);
        ReplyFailures.failedFutureIfThrows(() -> client.async().getData().usingWatcher(watch).forPath(path))
                .whenComplete((data, failure) -> watch.answered(null, failure));
        return watch;
    }

    /** Watches a node's children; the reply, the child list, is delivered for evaluation. */
    static OneShotWatch onChildren(ContenderEvent.Inbox contender, ZkClient client, String path) {
        OneShotWatch watch = new OneShotWatch(contender, client, path, WatcherType.Children);
        ReplyFailures.failedFutureIfThrows(() -> client.async().getChildren().usingWatcher(watch).forPath(path))
                .whenComplete(watch::answered);
        return watch;
    }

    private void answered(List<String> children, Throwable failure) {
        if (failure == null) {
            contender.deliver(new ContenderEvent.WatchSet(this, children));
        } else if (settled.claim()) { // no watch was set: nothing to remove
            contender.deliver(type == WatcherType.Data && ReplyFailures.isNoNode(failure)
                    ? new ContenderEvent.PredecessorGone(this) : new ContenderEvent.ReadFailed(this, failure));
        }
    }

    @Override
    public void process(WatchedEvent event) {
        if (event.type() != EventType.None) {
            if (settled.claim()) {
                contender.deliver(type == WatcherType.Data && event.type() == EventType.NodeDeleted
                        ? new ContenderEvent.PredecessorGone(this) : new ContenderEvent.WatchFired(this));
            }
        } else if (event.state() == KeeperState.Closed && settled.claim()) {
            contender.deliver(new ContenderEvent.ClientClosed()); // no event will ever come
        }
    }

    /**
     * Stops delivering. If {@code removeFromServer}, a watch still set is removed (a request to the server,
     * as ZooKeeper's client sends); one that fired, or whose request failed, is not.
     */
    void end(boolean removeFromServer) {
        if (settled.claim() && removeFromServer) {
            ReplyFailures.failedFutureIfThrows(() -> client.async().removeWatches(path, this, type, true));
        }
    }
}
