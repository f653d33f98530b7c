// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Curator's {@code CuratorCacheBuilder}, with zkwire's bounds on memory and load: {@link #withMaxNodes(int)},
 * {@link #withMaxDepth(int)}, {@link #withDataNotCached()}, {@link #withMaxReadsInFlight(int)}, and a
 * cheaper catch-up after a reconnect at some cost in server memory: {@link #withResyncWatches()}.
 */
public final class CuratorCacheBuilder {

    private static final System.Logger LOG = System.getLogger(CuratorCache.class.getName());

    private final ZkClient client;
    private final String path;
    private boolean singleNode;
    private boolean clearOnClose = true;
    private boolean cacheData = true;
    private int maxDepth = Integer.MAX_VALUE;
    private int maxNodes = Integer.MAX_VALUE;
    private int maxInFlight = 100;
    private boolean resyncWatches;
    private boolean compressedData;
    private StandardStorage storage;
    private Consumer<Exception> exceptionHandler = e -> LOG.log(System.Logger.Level.WARNING,
            "a cache could not read what it follows", e);

    CuratorCacheBuilder(ZkClient client, String path) {
        this.client = Objects.requireNonNull(client, "client");
        this.path = Objects.requireNonNull(path, "path");
        if (!path.startsWith("/") || (path.length() > 1 && path.endsWith("/"))) {
            throw new IllegalArgumentException("a cache path must start with '/' and not end with one: '" + path + "'");
        }
    }

    /**
     * Curator's options. COMPRESSED_DATA reads each node with {@code getData().decompressed()}, through the
     * client's compression provider; when a node's data cannot be decompressed, the exception handler gets
     * the error and the cache leaves that node as it was.
     */
    public CuratorCacheBuilder withOptions(CuratorCache.Options... options) {
        for (CuratorCache.Options option : options) {
            switch (option) {
                case SINGLE_NODE_CACHE -> singleNode = true;
                case DO_NOT_CLEAR_ON_CLOSE -> clearOnClose = false;
                case COMPRESSED_DATA -> compressedData = true;
            }
        }
        return this;
    }

    /** Where failures that no retry fixes go (default: logged at WARNING), as in Curator. */
    public CuratorCacheBuilder withExceptionHandler(Consumer<Exception> handler) {
        this.exceptionHandler = Objects.requireNonNull(handler, "handler");
        return this;
    }

    /**
     * Curator's storage: {@link CuratorCacheStorage#dataNotCached()} reads the data, hands it to listeners,
     * and keeps the stat only. The storage then reads what this cache holds.
     */
    public CuratorCacheBuilder withStorage(CuratorCacheStorage storage) {
        this.storage = (StandardStorage) Objects.requireNonNull(storage, "storage");
        return this;
    }

    /** zkwire: keep stats only; {@link ChildData#getData()} is null and nodes are read with stat-only requests. */
    public CuratorCacheBuilder withDataNotCached() {
        this.cacheData = false;
        return this;
    }

    /** zkwire: cache no deeper than {@code depth} levels below the path (0: the node only, as SINGLE_NODE_CACHE). */
    public CuratorCacheBuilder withMaxDepth(int depth) {
        if (depth < 0) {
            throw new IllegalArgumentException("maxDepth must be 0 or more, not " + depth);
        }
        this.maxDepth = depth;
        return this;
    }

    /**
     * zkwire: hold at most {@code nodes} nodes. The node that would pass the limit stops the cache: it keeps
     * what it holds, stops following the server, and the exception handler and each listener's
     * {@link CuratorCacheListener#failed(Exception)} get a {@link CacheLimitException} saying so.
     */
    public CuratorCacheBuilder withMaxNodes(int nodes) {
        if (nodes < 1) {
            throw new IllegalArgumentException("maxNodes must be 1 or more, not " + nodes);
        }
        this.maxNodes = nodes;
        return this;
    }

    /** zkwire: how many of the cache's reads may be on the wire at once (default 100); the rest wait here. */
    public CuratorCacheBuilder withMaxReadsInFlight(int reads) {
        if (reads < 1) {
            throw new IllegalArgumentException("maxReadsInFlight must be 1 or more, not " + reads);
        }
        this.maxInFlight = reads;
        return this;
    }

    /**
     * zkwire: every read also leaves a one-shot watch (data on each node, children on each followed node),
     * which the client sets again after a reconnect with the last zxid it saw; the server then fires those
     * whose node moved, and the catch-up on the same session reads those nodes only (a few requests, not one
     * per node). The price is the server's memory: it holds up to two watches per cached node for this
     * client, where the default holds one for the whole cache; so it is asked for, not the default.
     */
    public CuratorCacheBuilder withResyncWatches() {
        this.resyncWatches = true;
        return this;
    }

    public CuratorCache build() {
        return engine();
    }

    CacheEngine engine() {
        CacheEngine engine = new CacheEngine(client, new CacheSettings(path, singleNode, clearOnClose, cacheData,
                maxDepth, maxNodes, maxInFlight, exceptionHandler, resyncWatches, compressedData,
                storage == null || storage.keepData()));
        if (storage != null) {
            storage.bind(engine);
        }
        return engine;
    }
}
