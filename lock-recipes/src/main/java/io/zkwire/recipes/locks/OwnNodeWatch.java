package io.zkwire.recipes.locks;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperState;
import io.zkwire.recipes.internal.nodes.Failures;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A data watch on a contender's own node, kept armed from when someone can observe it until release: it
 * is how a deleted node is noticed (lost signal, or a waiter starting over) and how revocation requests
 * arrive (Curator sets the same watch, for revocable locks only, docs/contributing/protocol.md §7.8). Every read's data
 * is passed on, the first one included, so a revocation written before the watch was set is not missed; a
 * node already gone when the watch is first set is reported as deleted.
 *
 * <p>It is started only when needed ({@link #watchFromNowOn()}): a revocable lock, a waiter that will take
 * the lock without listing again (its watched node is its sole blocker, or a local contender it follows),
 * or a holder whose {@code lost()} was asked for. An uncontended cycle nobody observes, and a waiter that
 * lists again anyway, thus cost no read and no watch notification (docs/contributing/benchmark-journal.md, "Findings").
 */
final class OwnNodeWatch {

    private static final long REARM_DELAY_MS = 200;

    private final ZkClient client;
    private final String path;
    private final Executor serial;
    private final Runnable onDeleted;
    private final Runnable onClientClosed;
    private final Consumer<byte[]> onData;
    private final Watcher watcher;
    private volatile boolean closed;
    private boolean started; // touched only in the contender's serial tasks

    OwnNodeWatch(ZkClient client, String path, Executor serial, Runnable onDeleted, Runnable onClientClosed,
            Consumer<byte[]> onData) {
        this.client = client;
        this.path = path;
        this.serial = serial;
        this.onDeleted = onDeleted;
        this.onClientClosed = onClientClosed;
        this.onData = onData;
        this.watcher = event -> serial.execute(() -> onEvent(event));
    }

    /** Sets the watch unless it is set already; runs in a serial task of the contender. */
    void watchFromNowOn() {
        if (!started) {
            started = true;
            arm();
        }
    }

    private void arm() {
        if (closed) {
            return;
        }
        Failures.call(() -> client.async().getData().usingWatcher(watcher).forPath(path))
                .whenComplete((data, failure) -> serial.execute(() -> onRead(data, failure)));
    }

    /** Stops reporting; a watch still registered fires once more (on deletion at the latest) and is ignored. */
    void close() {
        closed = true;
    }

    private void onRead(byte[] data, Throwable failure) {
        if (closed) {
            return;
        }
        if (failure == null) {
            onData.accept(data);
        } else if (Failures.isNoNode(failure)) {
            onDeleted.run();
        } else if (Failures.isClientClosed(failure)) { // started after the close: no Closed event will come
            closed = true;
            onClientClosed.run();
        } else if (KeeperException.isRetryable(failure)) {
            // Not armed: try again once the client has had a chance to reconnect.
            RecipeThreads.schedule(() -> serial.execute(this::arm), TimeUnit.MILLISECONDS.toNanos(REARM_DELAY_MS));
        }
    }

    private void onEvent(WatchedEvent event) {
        if (closed) {
            return;
        }
        EventType type = event.type();
        if (type == EventType.None && event.state() == KeeperState.Closed) {
            closed = true;
            onClientClosed.run();
            return;
        }
        if (type == EventType.NodeDeleted) {
            onDeleted.run();
        } else if (type == EventType.NodeDataChanged || type == EventType.NodeCreated) {
            arm();
        }
    }
}
