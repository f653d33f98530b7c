// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;

/** Listeners of Curator's older caches, fed from a CuratorCache's events (the builder's bridges). */
final class Bridges {

    private static final System.Logger LOG = System.getLogger(Bridges.class.getName());

    @FunctionalInterface
    interface Call {
        void run() throws Exception;
    }

    private Bridges() {
    }

    /** Runs a user callback that may throw; what it throws is logged, as Curator logs it. */
    static void run(Call call) {
        try {
            call.run();
        } catch (Exception e) {
            LOG.log(System.Logger.Level.WARNING, "a cache listener failed", e);
        }
    }

    /** Events of the children of {@code rootPath} only, as PathChildrenCache types; lifecycle as connection events. */
    static CuratorCacheListener pathChildren(String rootPath, ZkClient client, PathChildrenCacheListener listener) {
        return new CuratorCacheListener() {
            @Override
            public void event(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
                ChildData node = data != null ? data : oldData;
                if (!rootPath.equals(CacheTree.parentOf(node.getPath()))) {
                    return;
                }
                PathChildrenCacheEvent.Type mapped = switch (type) {
                    case NODE_CREATED -> PathChildrenCacheEvent.Type.CHILD_ADDED;
                    case NODE_CHANGED -> PathChildrenCacheEvent.Type.CHILD_UPDATED;
                    case NODE_DELETED -> PathChildrenCacheEvent.Type.CHILD_REMOVED;
                };
                tell(new PathChildrenCacheEvent(mapped, node));
            }

            @Override
            public void initialized() {
                tell(new PathChildrenCacheEvent(PathChildrenCacheEvent.Type.INITIALIZED, null));
            }

            @Override
            public void stale() {
                tell(new PathChildrenCacheEvent(PathChildrenCacheEvent.Type.CONNECTION_SUSPENDED, null));
            }

            @Override
            public void resynced() {
                tell(new PathChildrenCacheEvent(PathChildrenCacheEvent.Type.CONNECTION_RECONNECTED, null));
            }

            private void tell(PathChildrenCacheEvent event) {
                run(() -> listener.childEvent(client, event));
            }
        };
    }
}
