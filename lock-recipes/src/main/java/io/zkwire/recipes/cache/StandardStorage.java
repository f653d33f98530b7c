// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.Snapshot;
import java.util.Optional;
import java.util.stream.Stream;

/** The storage of one cache: reads go to that cache, empty until it is built. */
final class StandardStorage implements CuratorCacheStorage {

    private final boolean keepData;
    private final Once bound = new Once();
    private final Snapshot<CuratorCacheAccessor> cache = new Snapshot<>(null);

    StandardStorage(boolean keepData) {
        this.keepData = keepData;
    }

    boolean keepData() {
        return keepData;
    }

    /** Binds the storage to the cache built with it; a storage serves one cache. */
    void bind(CuratorCacheAccessor built) {
        if (!bound.claim()) {
            throw new IllegalStateException("this CuratorCacheStorage was given to another cache already; create"
                    + " one per cache (CuratorCacheStorage.standard() or dataNotCached())");
        }
        cache.publish(built);
    }

    @Override
    public Optional<ChildData> get(String path) {
        CuratorCacheAccessor bound = cache.read();
        return bound == null ? Optional.empty() : bound.get(path);
    }

    @Override
    public int size() {
        CuratorCacheAccessor bound = cache.read();
        return bound == null ? 0 : bound.size();
    }

    @Override
    public Stream<ChildData> stream() {
        CuratorCacheAccessor bound = cache.read();
        return bound == null ? Stream.empty() : bound.stream();
    }
}
