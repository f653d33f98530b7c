// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** The listener {@link CuratorCacheListener#builder()} builds: calls its parts in the order they were added. */
final class ListenerBuilder implements CuratorCacheListenerBuilder {

    private final List<CuratorCacheListener> parts = new ArrayList<>();
    private boolean afterInitialized;

    @Override
    public CuratorCacheListenerBuilder forAll(CuratorCacheListener listener) {
        parts.add(listener);
        return this;
    }

    @Override
    public CuratorCacheListenerBuilder forCreates(Consumer<ChildData> listener) {
        return forAll((type, oldData, data) -> {
            if (type == CuratorCacheListener.Type.NODE_CREATED) {
                listener.accept(data);
            }
        });
    }

    @Override
    public CuratorCacheListenerBuilder forChanges(ChangeListener listener) {
        return forAll((type, oldData, data) -> {
            if (type == CuratorCacheListener.Type.NODE_CHANGED) {
                listener.event(oldData, data);
            }
        });
    }

    @Override
    public CuratorCacheListenerBuilder forCreatesAndChanges(ChangeListener listener) {
        return forAll((type, oldData, data) -> {
            if (type != CuratorCacheListener.Type.NODE_DELETED) {
                listener.event(oldData, data);
            }
        });
    }

    @Override
    public CuratorCacheListenerBuilder forDeletes(Consumer<ChildData> listener) {
        return forAll((type, oldData, data) -> {
            if (type == CuratorCacheListener.Type.NODE_DELETED) {
                listener.accept(oldData);
            }
        });
    }

    @Override
    public CuratorCacheListenerBuilder forInitialized(Runnable listener) {
        return forAll(StageListener.on(StageListener.Stage.INITIALIZED, listener));
    }

    @Override
    public CuratorCacheListenerBuilder forStale(Runnable listener) {
        return forAll(StageListener.on(StageListener.Stage.STALE, listener));
    }

    @Override
    public CuratorCacheListenerBuilder forResynced(Runnable listener) {
        return forAll(StageListener.on(StageListener.Stage.RESYNCED, listener));
    }

    @Override
    public CuratorCacheListenerBuilder forNodeCache(NodeCacheListener listener) {
        return forAll(Bridges.nodeCache(listener, null));
    }

    @Override
    public CuratorCacheListenerBuilder forPathChildrenCache(String rootPath, ZkClient client,
            PathChildrenCacheListener listener) {
        return forAll(Bridges.pathChildren(rootPath, client, listener, null));
    }

    @Override
    public CuratorCacheListenerBuilder forTreeCache(ZkClient client, TreeCacheListener listener) {
        return forAll(Bridges.treeCache(client, listener));
    }

    @Override
    public CuratorCacheListenerBuilder afterInitialized() {
        afterInitialized = true;
        return this;
    }

    @Override
    public CuratorCacheListener build() {
        List<CuratorCacheListener> all = List.copyOf(parts);
        CuratorCacheListener joined = new Joined(all);
        return afterInitialized ? new AfterInitialized(joined) : joined;
    }

    private record Joined(List<CuratorCacheListener> parts) implements CuratorCacheListener, FirstLoadAware {
        @Override
        public void event(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            parts.forEach(p -> p.event(type, oldData, data));
        }

        @Override
        public void loadEvent(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            parts.forEach(p -> FirstLoadAware.tell(p, true, type, oldData, data));
        }

        @Override
        public void initialized() {
            parts.forEach(CuratorCacheListener::initialized);
        }

        @Override
        public void stale() {
            parts.forEach(CuratorCacheListener::stale);
        }

        @Override
        public void sessionLost() {
            parts.forEach(CuratorCacheListener::sessionLost);
        }

        @Override
        public void resynced() {
            parts.forEach(CuratorCacheListener::resynced);
        }

        @Override
        public void failed(Exception cause) {
            parts.forEach(p -> p.failed(cause));
        }
    }

    /** Passes on no event of the first load (a listener added after it hears every later event). */
    private static final class AfterInitialized extends ForwardingListener implements FirstLoadAware {

        AfterInitialized(CuratorCacheListener inner) {
            super(inner);
        }

        @Override
        public void event(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            inner.event(type, oldData, data);
        }

        @Override
        public void loadEvent(CuratorCacheListener.Type type, ChildData oldData, ChildData data) {
            // the first load is not passed on
        }
    }
}
