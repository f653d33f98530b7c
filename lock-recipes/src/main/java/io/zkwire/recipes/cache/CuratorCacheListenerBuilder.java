// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import java.util.function.Consumer;

/**
 * Curator's {@code CuratorCacheListenerBuilder}: one listener made of several, each for one kind of event.
 * zkwire adds {@link #forStale(Runnable)} and {@link #forResynced(Runnable)} for the cache's lifecycle.
 */
public interface CuratorCacheListenerBuilder {

    /** Told of a change: the node before and after. */
    @FunctionalInterface
    interface ChangeListener {
        void event(ChildData oldNode, ChildData node);
    }

    /** Every event goes to {@code listener} too. */
    CuratorCacheListenerBuilder forAll(CuratorCacheListener listener);

    CuratorCacheListenerBuilder forCreates(Consumer<ChildData> listener);

    CuratorCacheListenerBuilder forChanges(ChangeListener listener);

    /** Creates (with a null old node) and changes. */
    CuratorCacheListenerBuilder forCreatesAndChanges(ChangeListener listener);

    /** Deletes; the node as it was last cached. */
    CuratorCacheListenerBuilder forDeletes(Consumer<ChildData> listener);

    CuratorCacheListenerBuilder forInitialized(Runnable listener);

    /** zkwire: the cache may be behind the server. */
    CuratorCacheListenerBuilder forStale(Runnable listener);

    /** zkwire: the cache caught up after a reconnect. */
    CuratorCacheListenerBuilder forResynced(Runnable listener);

    /** A {@link NodeCacheListener} told of every change of the cached node (use with SINGLE_NODE_CACHE). */
    CuratorCacheListenerBuilder forNodeCache(NodeCacheListener listener);

    /**
     * A {@link PathChildrenCacheListener} told of the children of {@code rootPath} only, as PathChildrenCache
     * would tell it (CHILD_ADDED, CHILD_UPDATED, CHILD_REMOVED, INITIALIZED).
     */
    CuratorCacheListenerBuilder forPathChildrenCache(String rootPath, ZkClient client,
            PathChildrenCacheListener listener);

    /** A {@link TreeCacheListener} told of every node as TreeCache would tell it, lifecycle included. */
    CuratorCacheListenerBuilder forTreeCache(ZkClient client, TreeCacheListener listener);

    /** Events before initialized() are not passed on (the first load stays silent). */
    CuratorCacheListenerBuilder afterInitialized();

    CuratorCacheListener build();
}
