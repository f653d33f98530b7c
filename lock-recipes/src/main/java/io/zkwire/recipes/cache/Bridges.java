// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.cache.PathChildrenCache.StartMode;
import java.util.List;

/** Listeners of Curator's older caches, fed from the engine's events (the builder's bridges and the views). */
final class Bridges {

    private static final System.Logger LOG = System.getLogger(Bridges.class.getName());

    /** A user callback, which may throw. */
    @FunctionalInterface
    interface UserCallback {
        void run() throws Exception;
    }

    private Bridges() {
    }

    /** Runs a user callback; what it throws is logged, as Curator logs it. */
    static void runLoggingFailure(UserCallback callback) {
        try {
            callback.run();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.WARNING, "a cache listener failed", e);
        }
    }

    /**
     * A NodeCacheListener told of every change, but not of the first load if {@code view} (null for a builder's
     * bridge) was started to build it silently.
     */
    static CuratorCacheListener nodeCache(NodeCacheListener listener, NodeCache view) {
        return new FirstLoad() {
            @Override
            boolean silentLoad() {
                return view != null && view.firstLoadSilent();
            }

            @Override
            void node(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
                runLoggingFailure(listener::nodeChanged);
            }
        };
    }

    /**
     * A PathChildrenCacheListener told of the children of {@code rootPath} only (CHILD_ADDED, CHILD_UPDATED,
     * CHILD_REMOVED), and of the lifecycle as CONNECTION_SUSPENDED, CONNECTION_LOST and CONNECTION_RECONNECTED
     * (the last once the cache caught up). The {@code view}'s start mode says whether the first load is told
     * (not with BUILD_INITIAL_CACHE) and whether INITIALIZED follows it, with the view's children. A builder's
     * bridge has no view (null): it tells the first load, then INITIALIZED without children, as Curator's.
     */
    static CuratorCacheListener pathChildren(String rootPath, ZkClient client, PathChildrenCacheListener listener,
            PathChildrenCache view) {
        return new PathChildrenBridge(rootPath, client, listener, view);
    }

    /** A TreeCacheListener told of every node (NODE_ADDED, NODE_UPDATED, NODE_REMOVED) and the lifecycle. */
    static CuratorCacheListener treeCache(ZkClient client, TreeCacheListener listener) {
        return new TreeCacheBridge(client, listener);
    }

    /** Passes node events on, except (if asked) those of the first load. */
    private abstract static class FirstLoad implements CuratorCacheListener, FirstLoadAware {
        /** Whether the first load's events are kept from the listener; asked at each of them. */
        abstract boolean silentLoad();

        abstract void node(CuratorCacheListener.Type type, ChildData oldData, ChildData data);

        @Override
        public final void event(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            node(type, oldData, data);
        }

        @Override
        public final void loadEvent(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            if (!silentLoad()) {
                node(type, oldData, data);
            }
        }
    }

    private static final class PathChildrenBridge extends FirstLoad {
        private final String rootPath;
        private final ZkClient client;
        private final PathChildrenCacheListener listener;
        private final PathChildrenCache view; // null for a builder's bridge

        PathChildrenBridge(String rootPath, ZkClient client, PathChildrenCacheListener listener,
                PathChildrenCache view) {
            this.rootPath = rootPath;
            this.client = client;
            this.listener = listener;
            this.view = view;
        }

        private StartMode mode() {
            return view == null ? StartMode.POST_INITIALIZED_EVENT : view.startMode();
        }

        @Override
        boolean silentLoad() {
            return mode() == StartMode.BUILD_INITIAL_CACHE;
        }

        @Override
        void node(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            ChildData node = data != null ? data : oldData;
            if (rootPath.equals(node.getPath()) || !rootPath.equals(CacheTree.parentOf(node.getPath()))) {
                return;
            }
            tell(switch (type) {
                case NODE_CREATED -> PathChildrenCacheEvent.Type.CHILD_ADDED;
                case NODE_CHANGED -> PathChildrenCacheEvent.Type.CHILD_UPDATED;
                case NODE_DELETED -> PathChildrenCacheEvent.Type.CHILD_REMOVED;
            }, node, null);
        }

        @Override
        public void initialized() {
            if (mode() == StartMode.POST_INITIALIZED_EVENT) {
                tell(PathChildrenCacheEvent.Type.INITIALIZED, null, view == null ? null : view.getCurrentData());
            }
        }

        @Override
        public void stale() {
            tell(PathChildrenCacheEvent.Type.CONNECTION_SUSPENDED, null, null);
        }

        @Override
        public void sessionLost() {
            tell(PathChildrenCacheEvent.Type.CONNECTION_LOST, null, null);
        }

        @Override
        public void resynced() {
            tell(PathChildrenCacheEvent.Type.CONNECTION_RECONNECTED, null, null);
        }

        private void tell(PathChildrenCacheEvent.Type type, ChildData node, List<ChildData> initial) {
            runLoggingFailure(() -> listener.childEvent(client, new PathChildrenCacheEvent(type, node, initial)));
        }
    }

    private record TreeCacheBridge(ZkClient client, TreeCacheListener listener) implements CuratorCacheListener {
        @Override
        public void event(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            tell(switch (type) {
                case NODE_CREATED -> new TreeCacheEvent(TreeCacheEvent.Type.NODE_ADDED, data);
                case NODE_CHANGED -> new TreeCacheEvent(TreeCacheEvent.Type.NODE_UPDATED, data, oldData);
                case NODE_DELETED -> new TreeCacheEvent(TreeCacheEvent.Type.NODE_REMOVED, oldData);
            });
        }

        @Override
        public void initialized() {
            tell(new TreeCacheEvent(TreeCacheEvent.Type.INITIALIZED, null));
        }

        @Override
        public void stale() {
            tell(new TreeCacheEvent(TreeCacheEvent.Type.CONNECTION_SUSPENDED, null));
        }

        @Override
        public void sessionLost() {
            tell(new TreeCacheEvent(TreeCacheEvent.Type.CONNECTION_LOST, null));
        }

        @Override
        public void resynced() {
            tell(new TreeCacheEvent(TreeCacheEvent.Type.CONNECTION_RECONNECTED, null));
        }

        private void tell(TreeCacheEvent event) {
            runLoggingFailure(() -> listener.childEvent(client, event));
        }
    }
}
