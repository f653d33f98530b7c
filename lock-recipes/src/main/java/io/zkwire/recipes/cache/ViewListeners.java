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
    private final Executor defaultExecutor;
    private final Map<L, CuratorCacheListener> adapted = new ConcurrentHashMap<>();

    ViewListeners(Listenable<CuratorCacheListener> engine, Function<L, CuratorCacheListener> adapt) {
        this(engine, adapt, null);
    }

    /** Listeners added without an executor run on {@code defaultExecutor} (null: the recipes' callbacks). */
    ViewListeners(Listenable<CuratorCacheListener> engine, Function<L, CuratorCacheListener> adapt,
            Executor defaultExecutor) {
        this.engine = engine;
        this.adapt = adapt;
        this.defaultExecutor = defaultExecutor;
    }

    @Override
    public void addListener(L listener) {
        addListener(listener, defaultExecutor != null ? defaultExecutor : RecipeThreads.callbacks());
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
