// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.shared.Listenable;
import java.io.Closeable;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.function.Predicate;

/**
 * Curator's {@code TreeCache}: a node and its subtree (to a depth, through a selector) kept current, listeners
 * told of each node added, updated or removed. A view over a {@link CuratorCache}, so it has the engine's
 * guarantees; its CONNECTION_RECONNECTED comes once the cache caught up, after the nodes that changed meanwhile.
 * The selector chooses what the view shows; the engine reads the skipped subtrees all the same (bound the
 * reads with {@link Builder#setMaxDepth(int)}).
 */
public class TreeCache implements Closeable {

    /** Curator's {@code TreeCache.Builder}. */
    public static final class Builder {
        private final ZkClient client;
        private final String path;
        private boolean cacheData = true;
        private boolean dataIsCompressed;
        private boolean createParentNodes;
        private int maxDepth = Integer.MAX_VALUE;
        private TreeCacheSelector selector = new DefaultTreeCacheSelector();
        private Executor executor;

        private Builder(ZkClient client, String path) {
            this.client = Objects.requireNonNull(client, "client");
            this.path = Objects.requireNonNull(path, "path");
        }

        /** Without data, listeners still get the data read; the cache keeps each node's stat only. */
        public Builder setCacheData(boolean cacheData) {
            this.cacheData = cacheData;
            return this;
        }

        /** {@link CuratorCache.Options#COMPRESSED_DATA}. */
        public Builder setDataIsCompressed(boolean dataIsCompressed) {
            this.dataIsCompressed = dataIsCompressed;
            return this;
        }

        /** Creates the path and its missing parents (as containers) on start. */
        public Builder setCreateParentNodes(boolean createParentNodes) {
            this.createParentNodes = createParentNodes;
            return this;
        }

        /** Caches no deeper than {@code maxDepth} levels below the path (0: the node only). */
        public Builder setMaxDepth(int maxDepth) {
            this.maxDepth = maxDepth;
            return this;
        }

        public Builder setSelector(TreeCacheSelector selector) {
            this.selector = Objects.requireNonNull(selector, "selector");
            return this;
        }

        /** Listeners added without an executor run on {@code executor}; closing the cache does not shut it. */
        public Builder setExecutor(ExecutorService executor) {
            this.executor = Objects.requireNonNull(executor, "executor");
            return this;
        }

        /** Listeners added without an executor run on one thread at a time from {@code threadFactory}. */
        public Builder setExecutor(ThreadFactory threadFactory) {
            this.executor = Views.oneThreadFrom(threadFactory);
            return this;
        }

        public TreeCache build() {
            return new TreeCache(this);
        }
    }

    private final ZkClient client;
    private final String path;
    private final boolean createParentNodes;
    private final CacheEngine engine;
    private final TreeCacheSelector selector;
    private final Once started = new Once();
    private final ViewListeners<TreeCacheListener> listeners;

    /** A cache of {@code path} and its whole subtree, with data. */
    public TreeCache(ZkClient client, String path) {
        this(newBuilder(client, path));
    }

    private TreeCache(Builder builder) {
        this.client = builder.client;
        this.path = builder.path;
        this.createParentNodes = builder.createParentNodes;
        this.selector = builder.selector;
        CuratorCacheBuilder engineBuilder = CuratorCache.builder(client, path).withMaxDepth(builder.maxDepth)
                .withStorage(builder.cacheData ? CuratorCacheStorage.standard() : CuratorCacheStorage.dataNotCached());
        if (builder.dataIsCompressed) {
            engineBuilder.withOptions(CuratorCache.Options.COMPRESSED_DATA);
        }
        this.engine = engineBuilder.engine();
        this.listeners = new ViewListeners<>(engine.listenable(),
                l -> new SelectedEvents(Bridges.treeCache(client, l), this::selected), builder.executor);
    }

    public static Builder newBuilder(ZkClient client, String path) {
        return new Builder(client, path);
    }

    /** Loads the tree in the background: listeners hear each node as NODE_ADDED, then INITIALIZED. */
    public TreeCache start() throws Exception {
        if (!started.claim()) {
            throw new IllegalStateException("the tree cache of " + path + " was started already; a cache starts"
                    + " once");
        }
        if (createParentNodes) {
            Views.createContainers(engine);
        }
        engine.start();
        return this;
    }

    /**
     * The shown children of {@code fullPath} by name, sorted; null if {@code fullPath} is not shown (not
     * cached, or skipped by the selector).
     */
    public Map<String, ChildData> getCurrentChildren(String fullPath) {
        if (getCurrentData(fullPath) == null) {
            return null;
        }
        if (!selector.traverseChildren(fullPath)) {
            return Map.of();
        }
        Map<String, ChildData> children = new TreeMap<>();
        engine.stream().filter(CuratorCacheAccessor.parentPathFilter(fullPath))
                .filter(child -> selector.acceptChild(child.getPath()))
                .forEach(child -> children.put(child.getPath().substring(child.getPath().lastIndexOf('/') + 1),
                        child));
        return Collections.unmodifiableMap(children);
    }

    /** The node at {@code fullPath} as cached, or null if it is not shown. */
    public ChildData getCurrentData(String fullPath) {
        // what is cached is at or below the path, where the selector's walk ends
        return engine.get(fullPath).filter(cached -> selected(fullPath)).orElse(null);
    }

    public Listenable<TreeCacheListener> getListenable() {
        return listeners;
    }

    @Override
    public void close() {
        engine.close();
    }

    /** Whether the selector shows {@code fullPath}, at or below the path: each node above traversed, each accepted. */
    private boolean selected(String fullPath) {
        String node = fullPath;
        while (!node.equals(path)) {
            String parent = CacheTree.parentOf(node);
            if (!selector.acceptChild(node) || !selector.traverseChildren(parent)) {
                return false;
            }
            node = parent;
        }
        return true;
    }

    /** Passes on the node events of shown nodes, and the whole lifecycle. */
    private static final class SelectedEvents extends ForwardingListener {
        private final Predicate<String> shown;

        SelectedEvents(CuratorCacheListener inner, Predicate<String> shown) {
            super(inner);
            this.shown = shown;
        }

        @Override
        public void event(Type type, ChildData oldData, ChildData data) {
            if (shown.test((data != null ? data : oldData).getPath())) {
                inner.event(type, oldData, data);
            }
        }
    }
}
