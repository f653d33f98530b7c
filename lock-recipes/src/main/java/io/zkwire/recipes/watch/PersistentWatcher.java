// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.watch;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.recipes.internal.Lifecycle;
import io.zkwire.recipes.internal.Listeners;
import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.shared.Listenable;
import java.io.Closeable;
import java.util.Objects;

/**
 * Curator's {@code PersistentWatcher}: a persistent (optionally recursive) watch on a path (ZooKeeper 3.6 or
 * later) that is set again on each connection, so it outlives session expiries. After each setting the reset
 * listeners run: events between the loss and that moment were missed, so read again what matters.
 */
public class PersistentWatcher implements Closeable {

    private static final System.Logger LOG = System.getLogger(PersistentWatcher.class.getName());

    private final ZkClient client;
    private final String basePath;
    private final AddWatchMode mode;
    private final Lifecycle lifecycle = new Lifecycle();
    private final Listeners<Watcher> listeners;
    private final Listeners<Runnable> resetListeners;
    private final Watcher watcher = this::deliver;
    private final ConnectionStateListener connection = this::onConnection;
    private final Once serverLacksPersistentWatches = new Once();
    private final SerialExecutor serial = new SerialExecutor();
    private boolean setting; // a setting of the watch is on the wire (serial tasks only)
    private boolean setAgain; // a connection came while it was (serial tasks only)

    /** A watch on {@code basePath}, and with {@code recursive} on every node below it too. */
    public PersistentWatcher(ZkClient client, String basePath, boolean recursive) {
        this.client = Objects.requireNonNull(client, "client");
        this.basePath = Objects.requireNonNull(basePath, "basePath");
        this.mode = recursive ? AddWatchMode.PERSISTENT_RECURSIVE : AddWatchMode.PERSISTENT;
        this.listeners = new Listeners<>("the persistent watcher of " + basePath);
        this.resetListeners = new Listeners<>("the persistent watcher of " + basePath);
    }

    /** Sets the watch now and again on each new connection. */
    public void start() {
        if (!lifecycle.start()) {
            throw new IllegalStateException("the persistent watcher of " + basePath + " was started already or"
                    + " closed; a watcher starts once");
        }
        client.addConnectionStateListener(connection);
        serial.execute(this::setWatch);
    }

    /** Removes the watch from the server and stops calling listeners. */
    @Override
    public void close() {
        if (!lifecycle.closeFromAnyPhase()) {
            return;
        }
        client.removeConnectionStateListener(connection);
        listeners.clear();
        resetListeners.clear();
        ReplyFailures.failedFutureIfThrows(() -> client.async().removeWatches(basePath, watcher, WatcherType.Any, false))
                .exceptionally(failure -> null);
    }

    /** Where the watchers that hear each event are added. */
    public Listenable<Watcher> getListenable() {
        return listeners;
    }

    /** Where what runs after each setting of the watch is added (events before it may have been missed). */
    public Listenable<Runnable> getResetListenable() {
        return resetListeners;
    }

    private void deliver(WatchedEvent event) {
        if (lifecycle.isStarted()) {
            listeners.forEach(listener -> listener.process(event));
        }
    }

    private void onConnection(ZkClient source, ConnectionState newState) {
        if (newState.isConnected() && newState != ConnectionState.READ_ONLY) {
            serial.execute(this::setWatch);
        }
    }

    /**
     * Sends the watch's setting (harmless if it is there), one at a time: a connection that comes while one is
     * on the wire sets it again once that one is answered, so a server before 3.6 is asked only once.
     */
    private void setWatch() {
        if (serverLacksPersistentWatches.isClaimed() || !lifecycle.isStarted()) {
            return;
        }
        if (setting) {
            setAgain = true;
            return;
        }
        setting = true;
        ReplyFailures.failedFutureIfThrows(() -> client.async().addWatch(basePath, watcher, mode))
                .whenComplete((ok, failure) -> serial.execute(() -> watchSetAnswered(failure)));
    }

    private void watchSetAnswered(Throwable failure) {
        setting = false;
        if (!lifecycle.isStarted()) {
            return;
        }
        if (failure == null) {
            resetListeners.forEach(Runnable::run);
        } else if (ReplyFailures.unwrap(failure) instanceof KeeperException e
                && e.code() == KeeperException.Code.UNIMPLEMENTED) {
            serverLacksPersistentWatches.claim(); // asking again would cost another connection each time
            LOG.log(System.Logger.Level.WARNING, "the persistent watcher of " + basePath + " needs ZooKeeper"
                    + " 3.6 or later (the server does not know persistent watches), so it watches nothing: upgrade the"
                    + " server, or use a CuratorCache, which falls back on one-shot watches");
        } else if (!KeeperException.isRetryable(failure) && !ReplyFailures.isClientClosed(failure)) {
            LOG.log(System.Logger.Level.WARNING, "the persistent watcher of " + basePath + " could not set"
                    + " its watch; it tries again on the next connection", failure);
        }
        if (setAgain) {
            setAgain = false;
            setWatch();
        }
    }
}
