// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.shared.Listenable;
import java.io.Closeable;

/**
 * Curator's {@code CuratorCache}: a node, or a node and its whole subtree, kept in memory and current by one
 * persistent recursive watch (ZooKeeper 3.6 or later; on older servers, one-shot watches set by each read),
 * with listeners told of every change.
 *
 * <p>What zkwire adds: a change is a change of mzxid (a node deleted and created again while the client was
 * cut off is reported; Curator compares {@code Stat.version} and misses it); the listener hears
 * {@link CuratorCacheListener#stale()} when the connection drops and {@link CuratorCacheListener#resynced()}
 * once the cache caught up, with the differences reported before it; the catch-up reads stats, not data,
 * and fetches data and children only where a stat moved; memory can be bounded
 * ({@link CuratorCacheBuilder#withMaxNodes(int)}, {@link CuratorCacheBuilder#withMaxDepth(int)},
 * {@link CuratorCacheBuilder#withDataNotCached()}).
 */
public interface CuratorCache extends Closeable, CuratorCacheAccessor {

    /** Curator's options. */
    enum Options {
        /** Cache the node only, not its children (a persistent, non-recursive watch). */
        SINGLE_NODE_CACHE,
        /** Each node's data is read decompressed, through the client's compression provider. */
        COMPRESSED_DATA,
        /** Keep the cached nodes readable after {@link #close()}. */
        DO_NOT_CLEAR_ON_CLOSE
    }

    /** A cache of {@code path} (and, unless SINGLE_NODE_CACHE, its subtree) on {@code client}. */
    static CuratorCache build(ZkClient client, String path, Options... options) {
        return builder(client, path).withOptions(options).build();
    }

    /** A builder for a cache of {@code path} on {@code client}. */
    static CuratorCacheBuilder builder(ZkClient client, String path) {
        return new CuratorCacheBuilder(client, path);
    }

    /** Sets the watch and loads the tree in the background; listeners hear the load, then initialized(). */
    void start();

    /** Removes the watch and stops calling listeners; clears the cache unless DO_NOT_CLEAR_ON_CLOSE. */
    @Override
    void close();

    /** Where listeners are added; each runs on its executor (default: the common pool), one call at a time. */
    Listenable<CuratorCacheListener> listenable();

}
