// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/**
 * Curator's {@code CuratorCacheStorage}, given to {@link CuratorCacheBuilder#withStorage}: it reads what the
 * cache it was given to holds. Unlike Curator's, it has no {@code put}, {@code remove} or {@code clear}: only
 * the cache writes it, so it never disagrees with what listeners heard.
 */
public sealed interface CuratorCacheStorage extends CuratorCacheAccessor permits StandardStorage {

    /** Keeps each node's stat and data. */
    static CuratorCacheStorage standard() {
        return new StandardStorage(true);
    }

    /**
     * Keeps each node's stat only: the cache still reads the data and hands it to listeners, then drops it.
     * {@link CuratorCacheBuilder#withDataNotCached()} also saves reading it.
     */
    static CuratorCacheStorage dataNotCached() {
        return new StandardStorage(false);
    }
}
