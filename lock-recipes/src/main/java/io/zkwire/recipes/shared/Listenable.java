// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import java.util.concurrent.Executor;

/**
 * Curator's {@code Listenable}: where listeners of a shared value or count are added and removed. Each
 * listener is called one call at a time, in the order of the events, on its executor; never on the
 * client's event thread unless it asks for a direct executor, and never while the recipe holds a lock.
 */
public interface Listenable<T> {

    /** Calls {@code listener} on the common pool (Curator calls it on its event thread). */
    void addListener(T listener);

    /** Calls {@code listener} on {@code executor}. */
    void addListener(T listener, Executor executor);

    /** Stops calling {@code listener}; one never added is ignored. */
    void removeListener(T listener);
}
