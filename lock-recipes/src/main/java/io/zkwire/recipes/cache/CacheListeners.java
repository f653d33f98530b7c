// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.nodes.RecipeThreads;
import io.zkwire.recipes.shared.Listenable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * A cache's listeners, each behind its own {@link SerialExecutor} onto the executor it was added with, so
 * its calls come one at a time and in the order the cache applied the changes, off the client's event
 * thread, and a slow listener holds up no other one. The engine hands calls in; it never waits for them.
 */
final class CacheListeners implements Listenable<CuratorCacheListener> {

    private static final System.Logger LOG = System.getLogger(CacheListeners.class.getName());

    private final Map<CuratorCacheListener, SerialExecutor> listeners = new ConcurrentHashMap<>();

    @Override
    public void addListener(CuratorCacheListener listener) {
        addListener(listener, RecipeThreads.callbacks());
    }

    @Override
    public void addListener(CuratorCacheListener listener, Executor executor) {
        listeners.put(listener, SerialExecutor.onto(executor));
    }

    @Override
    public void removeListener(CuratorCacheListener listener) {
        listeners.remove(listener);
    }

    void clear() {
        listeners.clear();
    }

    /** Queues {@code call} for every listener; what one throws is logged and the others still hear it. */
    void tell(Consumer<CuratorCacheListener> call) {
        listeners.forEach((listener, calls) -> calls.execute(() -> {
            try {
                call.accept(listener);
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "a cache listener failed", e);
            }
        }));
    }
}
