// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.shared.Listenable;
import java.io.Closeable;
import java.util.concurrent.CompletableFuture;

/**
 * Curator's {@code NodeCache}: one node's data and stat, kept current, listeners told of each change. A view
 * over a single-node {@link CuratorCache}, so it has the engine's guarantees (changes by mzxid, a node
 * recreated while cut off is reported, a catch-up by stat after a reconnect).
 */
public class NodeCache implements Closeable {

    private final ZkClient client;
    private final String path;
    private final CacheEngine engine;
    private final Snapshot<Boolean> silentLoad = new Snapshot<>(false);
    private final ViewListeners<NodeCacheListener> listeners;

    public NodeCache(ZkClient client, String path) {
        this(client, path, false);
    }

    /** As Curator's; {@code dataIsCompressed} is {@link CuratorCache.Options#COMPRESSED_DATA}. */
    public NodeCache(ZkClient client, String path, boolean dataIsCompressed) {
        this.client = client;
        this.path = path;
        CuratorCacheBuilder builder = CuratorCache.builder(client, path)
                .withOptions(CuratorCache.Options.SINGLE_NODE_CACHE);
        if (dataIsCompressed) {
            builder.withOptions(CuratorCache.Options.COMPRESSED_DATA);
        }
        this.engine = builder.engine();
        this.listeners = new ViewListeners<>(engine.listenable(), l -> Bridges.nodeCache(l, this));
    }

    /** Starts following the node; listeners hear it if it exists. */
    public void start() throws Exception {
        start(false);
    }

    /**
     * With {@code buildInitial}, returns once the node was read (listeners added before are not told of that
     * first read), waiting at most the session timeout (see {@link #rebuild()}).
     */
    public void start(boolean buildInitial) throws Exception {
        silentLoad.publish(buildInitial);
        CompletableFuture<Void> loaded = new CompletableFuture<>();
        engine.listenable().addListener(StageListener.on(StageListener.Stage.INITIALIZED, () -> loaded.complete(null)),
                Runnable::run);
        engine.start();
        if (buildInitial) {
            Views.await(engine, loaded, "the first read");
        }
    }

    /**
     * Reads the node's stat again and its data if it moved (listeners hear a change); returns once done,
     * waiting at most the client's session timeout (at least 10 s), else TimeoutException.
     */
    public void rebuild() throws Exception {
        Views.await(engine, engine.resyncNow(false), "the rebuild");
    }

    /** The node as cached, or null if it does not exist (or was not read yet). */
    public ChildData getCurrentData() {
        return engine.get(path).orElse(null);
    }

    /** Whether the listeners are kept from the first read: started with {@code buildInitial}. */
    boolean firstLoadSilent() {
        return silentLoad.read();
    }

    public Listenable<NodeCacheListener> getListenable() {
        return listeners;
    }

    public String getPath() {
        return path;
    }

    public ZkClient getClient() {
        return client;
    }

    @Override
    public void close() {
        engine.close();
    }
}
