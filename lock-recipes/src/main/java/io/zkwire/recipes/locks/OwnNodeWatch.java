package io.zkwire.recipes.locks;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperState;
import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import java.util.concurrent.TimeUnit;

/**
 * A data watch on a contender's own node, kept armed from when someone can observe it until the node is
 * deleted: it delivers the node's deletion ({@link ContenderEvent.OwnNodeDeleted}: a lost signal, or a
 * waiter starting over), its data ({@link ContenderEvent.OwnNodeData}: revocation requests, Curator sets
 * the same watch for revocable locks) and the client's close to the contender. Every read's data is passed
 * on, the first one included, so a revocation written before the watch was set is not missed; a node
 * already gone when the watch is first set is reported as deleted.
 *
 * <p>It is started only when needed ({@link #watchFromNowOn()}): a revocable lock, a waiter that may take
 * the lock without listing again, or a holder whose loss was asked about. An uncontended cycle nobody
 * observes thus costs no read and no watch notification.
 */
final class OwnNodeWatch implements Watcher {

    private static final long REARM_DELAY_MS = 200;

    private final ZkClient client;
    private final OwnNode node;
    private final String path;
    private final ContenderEvent.Inbox contender;
    private final Once started = new Once();
    private final Once closed = new Once();

    OwnNodeWatch(ZkClient client, OwnNode node, ContenderEvent.Inbox contender) {
        this.client = client;
        this.node = node;
        this.path = node.node().path();
        this.contender = contender;
    }

    /** Sets the watch unless it is set already. */
    void watchFromNowOn() {
        if (started.claim()) {
            arm();
        }
    }

    private void arm() {
        if (!closed.isClaimed()) {
            ReplyFailures.failedFutureIfThrows(() -> client.async().getData().usingWatcher(this).forPath(path)).whenComplete(this::onRead);
        }
    }

    /** Stops delivering; a watch still registered fires once more (on deletion at the latest) and is ignored. */
    void close() {
        closed.claim();
    }

    private void onRead(byte[] data, Throwable failure) {
        if (closed.isClaimed()) {
            return;
        }
        if (failure == null) {
            contender.deliver(new ContenderEvent.OwnNodeData(node, data));
        } else if (ReplyFailures.isNoNode(failure)) {
            contender.deliver(new ContenderEvent.OwnNodeDeleted(node));
        } else if (ReplyFailures.isClientClosed(failure) && closed.claim()) { // started after the close: no event comes
            contender.deliver(new ContenderEvent.ClientClosed());
        } else if (KeeperException.isRetryable(failure)) {
            // Not armed: try again once the client has had a chance to reconnect.
            RecipeThreads.schedule(this::arm, TimeUnit.MILLISECONDS.toNanos(REARM_DELAY_MS));
        }
    }

    @Override
    public void process(WatchedEvent event) {
        EventType type = event.type();
        if (closed.isClaimed()) {
            return;
        }
        if (type == EventType.None && event.state() == KeeperState.Closed && closed.claim()) {
            contender.deliver(new ContenderEvent.ClientClosed());
        } else if (type == EventType.NodeDeleted) {
            contender.deliver(new ContenderEvent.OwnNodeDeleted(node));
        } else if (type == EventType.NodeDataChanged || type == EventType.NodeCreated) {
            arm();
        }
    }
}
