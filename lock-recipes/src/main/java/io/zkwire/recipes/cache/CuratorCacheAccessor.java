// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

/** Curator's {@code CuratorCacheAccessor}: reading what a cache holds. */
public interface CuratorCacheAccessor {

    /** The node at {@code path} as cached, if it is. */
    Optional<ChildData> get(String path);

    /** How many nodes are cached. */
    int size();

    /** The cached nodes, in no particular order. */
    Stream<ChildData> stream();

    /** Keeps the nodes whose parent is {@code parentPath}: {@code stream().filter(parentPathFilter(p))}. */
    static Predicate<ChildData> parentPathFilter(String parentPath) {
        return data -> {
            String path = data.getPath();
            return !path.equals("/") && CacheTree.parentOf(path).equals(parentPath);
        };
    }
}
