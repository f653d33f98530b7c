// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.shared.Listenable;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * The listeners of one recipe, each with its own {@link SerialExecutor} onto the executor it chose, so one
 * listener's calls never overlap and arrive in event order, off the client's event thread, while a slow
 * listener holds up no other one. The recipe hands calls in; it never waits for them.
 */
public final class Listeners<T> implements Listenable<T> {

    private static final System.Logger LOG = System.getLogger(Listeners.class.getName());

    /** What to tell one listener. */
    public interface Notification<T> {
        void deliverTo(T listener) throws Exception;
    }

    private final Map<T, SerialExecutor> listeners = new ConcurrentHashMap<>();
    private final String owner;

    /** {@code owner} names the recipe in the log when a listener throws. */
    public Listeners(String owner) {
        this.owner = owner;
    }

    @Override
    public void addListener(T listener) {
        addListener(listener, RecipeThreads.callbacks());
    }

    @Override
    public void addListener(T listener, Executor executor) {
        listeners.put(listener, SerialExecutor.onto(executor));
    }

    @Override
    public void removeListener(T listener) {
        listeners.remove(listener);
    }

    public void clear() {
        listeners.clear();
    }

    /** Hands {@code notification} to every listener's executor; what a listener throws is logged, not rethrown. */
    public void forEach(Notification<T> notification) {
        listeners.forEach((listener, calls) -> calls.execute(() -> {
            try {
                notification.deliverTo(listener);
            } catch (Exception e) {
                LOG.log(System.Logger.Level.WARNING, "a listener of " + owner + " failed", e);
            }
        }));
    }
}
