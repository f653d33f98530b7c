// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import java.util.function.Consumer;

/** What a cache was built with (see {@link CuratorCacheBuilder} for each setting). */
record CacheSettings(String path, boolean singleNode, boolean clearOnClose, boolean cacheData, int maxDepth,
        int maxNodes, int maxInFlight, Consumer<Exception> exceptionHandler, boolean resyncWatches,
        boolean compressedData, boolean keepData) {

    /** Whether the children of a node at {@code depth} are cached. */
    boolean followsChildrenAt(int depth) {
        return !singleNode && depth < maxDepth;
    }
}
