package io.zkwire.recipes.locks;

import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.WatcherType;
import io.zkwire.recipes.internal.nodes.Failures;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One wait of a contender, set the way Curator sets it: a data watch by getData (not exists, so nothing
 * is left behind when the node is already gone) or a child watch by getChildren. Its single event is
 * handed to the contender's serial executor; once fired or dropped it reports nothing more.
 *
 * @param <T> the reply of the request that set the watch
 */
final class OneShotWatch<T> {

    private final ZkClient client;
    private final String path;
    private final WatcherType type;
    private final Watcher watcher;
    private final CompletableFuture<T> reply;
    private volatile boolean finished; // fired or dropped

    private OneShotWatch(ZkClient client, String path, WatcherType type, Executor serial, Consumer<EventType> onEvent,
            Runnable onClientClosed, Function<Watcher, CompletableFuture<T>> request) {
        this.client = client;
        this.path = path;
        this.type = type;
        this.watcher = event -> serial.execute(() -> {
            if (finished) {
                return;
            }
            if (event.type() != EventType.None) {
                finished = true;
                onEvent.accept(event.type());
            } else if (event.state() == KeeperState.Closed) {
                finished = true; // the client is closed: no event will ever come
                onClientClosed.run();
            }
        });
        this.reply = Failures.call(() -> request.apply(watcher));
    }

    /** Watches a node for deletion or change; the reply fails with NoNode if it is already gone. */
    static OneShotWatch<byte[]> onNode(ZkClient client, String path, Executor serial, Consumer<EventType> onEvent,
            Runnable onClientClosed) {
        return new OneShotWatch<>(client, path, WatcherType.Data, serial, onEvent, onClientClosed,
                w -> client.async().getData().usingWatcher(w).forPath(path));
    }

    /** Watches a node's children; the reply is the child list. */
    static OneShotWatch<List<String>> onChildren(ZkClient client, String path, Executor serial,
            Consumer<EventType> onEvent, Runnable onClientClosed) {
        return new OneShotWatch<>(client, path, WatcherType.Children, serial, onEvent, onClientClosed,
                w -> client.async().getChildren().usingWatcher(w).forPath(path));
    }

    CompletableFuture<T> reply() {
        return reply;
    }

    /**
     * Stops listening; a watch possibly still registered is removed on this side only (no request, and
     * the server's notification, if one comes, is ignored).
     */
    void drop() {
        if (!finished) {
            finished = true;
            Failures.call(() -> client.async().removeWatches(path, watcher, type, true));
        }
    }
}
