// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.shared.Listenable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Function;

/** The listeners of a view (NodeCache, PathChildrenCache): each one adapted to the engine's listener type. */
final class ViewListeners<L> implements Listenable<L> {

    private final Listenable<CuratorCacheListener> engine;
    private final Function<L, CuratorCacheListener> adapt;
    private final Map<L, CuratorCacheListener> adapted = new ConcurrentHashMap<>();

    ViewListeners(Listenable<CuratorCacheListener> engine, Function<L, CuratorCacheListener> adapt) {
        this.engine = engine;
        this.adapt = adapt;
    }

    @Override
    public void addListener(L listener) {
        addListener(listener, RecipeThreads.callbacks());
    }

    @Override
    public void addListener(L listener, Executor executor) {
        CuratorCacheListener inner = adapt.apply(listener);
        CuratorCacheListener before = adapted.put(listener, inner);
        if (before != null) {
            engine.removeListener(before);
        }
        engine.addListener(inner, executor);
    }

    @Override
    public void removeListener(L listener) {
        CuratorCacheListener inner = adapted.remove(listener);
        if (inner != null) {
            engine.removeListener(inner);
        }
    }
}
