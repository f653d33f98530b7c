// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.shared.Listenable;
import java.io.Closeable;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;

/**
 * Curator's {@code PathChildrenCache}: the children of one node, with their data (unless not cached),
 * kept current. A view over a {@link CuratorCache} of depth 1, so it has the engine's guarantees; its
 * CONNECTION_RECONNECTED comes once the cache caught up, after the children that changed meanwhile. As
 * Curator's, it creates its path (and missing parents) as containers when it starts.
 */
public class PathChildrenCache implements Closeable {

    /** Curator's start modes. */
    public enum StartMode {
        /** Load in the background; listeners hear each child as CHILD_ADDED. */
        NORMAL,
        /** {@link #start(StartMode)} returns once the children are loaded; listeners do not hear that load. */
        BUILD_INITIAL_CACHE,
        /** As NORMAL, then INITIALIZED with the children loaded. */
        POST_INITIALIZED_EVENT
    }

    private final ZkClient client;
    private final String path;
    private final CacheEngine engine;
    private final Snapshot<StartMode> mode = new Snapshot<>(StartMode.NORMAL);
    private final Once started = new Once();
    private final ViewListeners<PathChildrenCacheListener> listeners;

    public PathChildrenCache(ZkClient client, String path, boolean cacheData) {
        this(client, path, cacheData, false, (Executor) null);
    }

    /** Curator's {@code dataIsCompressed}: each child's data is read decompressed (as COMPRESSED_DATA). */
    public PathChildrenCache(ZkClient client, String path, boolean cacheData, boolean dataIsCompressed) {
        this(client, path, cacheData, dataIsCompressed, (Executor) null);
    }

    /** Listeners added without an executor run on one thread at a time from {@code threadFactory}. */
    public PathChildrenCache(ZkClient client, String path, boolean cacheData, ThreadFactory threadFactory) {
        this(client, path, cacheData, false, threadFactory);
    }

    /** As Curator's; {@code dataIsCompressed} is {@link CuratorCache.Options#COMPRESSED_DATA}. */
    public PathChildrenCache(ZkClient client, String path, boolean cacheData, boolean dataIsCompressed,
            ThreadFactory threadFactory) {
        this(client, path, cacheData, dataIsCompressed, Views.oneThreadFrom(threadFactory));
    }

    /** Listeners added without an executor run on {@code executorService}; closing the cache does not shut it. */
    public PathChildrenCache(ZkClient client, String path, boolean cacheData, boolean dataIsCompressed,
            ExecutorService executorService) {
        this(client, path, cacheData, dataIsCompressed, (Executor) executorService);
    }

    private PathChildrenCache(ZkClient client, String path, boolean cacheData, boolean dataIsCompressed,
            Executor executor) {
        this.client = client;
        this.path = path;
        CuratorCacheBuilder builder = CuratorCache.builder(client, path).withMaxDepth(1);
        if (dataIsCompressed) {
            builder.withOptions(CuratorCache.Options.COMPRESSED_DATA);
        }
        this.engine = (cacheData ? builder : builder.withDataNotCached()).engine();
        this.listeners = new ViewListeners<>(engine.listenable(), l -> Bridges.pathChildren(path, client, l, this),
                executor);
    }

    public void start() throws Exception {
        start(StartMode.NORMAL);
    }

    /** Curator's {@code start(true)} is BUILD_INITIAL_CACHE. */
    public void start(boolean buildInitial) throws Exception {
        start(buildInitial ? StartMode.BUILD_INITIAL_CACHE : StartMode.NORMAL);
    }

    /**
     * Starts following the children; listeners added before this call get the mode's events. BUILD_INITIAL_CACHE
     * waits at most the client's session timeout (at least 10 s), else TimeoutException.
     */
    public void start(StartMode startMode) throws Exception {
        if (!started.claim()) {
            throw new IllegalStateException("the children cache of " + path + " was started already; a cache"
                    + " starts once");
        }
        mode.publish(startMode);
        CompletableFuture<Void> loaded = new CompletableFuture<>();
        engine.listenable().addListener(StageListener.on(StageListener.Stage.INITIALIZED, () -> loaded.complete(null)),
                Runnable::run);
        CompletableFuture<String> created = Views.createContainers(engine);
        engine.start();
        if (startMode == StartMode.BUILD_INITIAL_CACHE) {
            Views.await(engine, created, "the creation");
            Views.await(engine, loaded, "the first load");
        }
    }

    /** Compares the cache with the server (stats only, then what moved) and returns once done. */
    public void rebuild() throws Exception {
        Views.await(engine, engine.resyncNow(false), "the rebuild");
    }

    /**
     * Reads the child at {@code fullPath} again and returns once the cache holds the answer. Unlike Curator's,
     * listeners hear what changed, so they never disagree with the cache.
     */
    public void rebuildNode(String fullPath) throws Exception {
        if (fullPath.equals(path) || !CacheTree.parentOf(fullPath).equals(path)) {
            throw new IllegalArgumentException("rebuildNode takes a child of " + path + ", not " + fullPath);
        }
        Views.await(engine, engine.reread(fullPath), "the read of " + fullPath);
    }

    /** Forgets what is cached and loads it again; listeners hear each child as CHILD_ADDED. */
    public void clearAndRefresh() throws Exception {
        Views.await(engine, engine.resyncNow(true), "the refresh");
    }

    /** The cached children, sorted by path. */
    public List<ChildData> getCurrentData() {
        return engine.stream().filter(d -> !d.getPath().equals(path)).sorted().toList();
    }

    /** The cached child at {@code fullPath}, or null. */
    public ChildData getCurrentData(String fullPath) {
        return fullPath.equals(path) ? null : engine.get(fullPath).orElse(null);
    }

    /** The mode this cache was started with (NORMAL until started): what its listeners are told of the load. */
    StartMode startMode() {
        return mode.read();
    }

    public Listenable<PathChildrenCacheListener> getListenable() {
        return listeners;
    }

    public ZkClient getClient() {
        return client;
    }

    @Override
    public void close() {
        engine.close();
    }
}
