// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

/**
 * The one way a recipe shows its state to other threads: the owner publishes an immutable value from its
 * serial executor, and any thread reads the latest one without waiting.
 *
 * @param <T> an immutable value (a record or an enum), so a reader never sees it half-changed
 */
public final class Snapshot<T> {

    private volatile T value;

    public Snapshot(T initial) {
        this.value = initial;
    }

    /** Makes {@code next} the value every later {@link #read()} sees; called by the owner only. */
    public void publish(T next) {
        value = next;
    }

    public T read() {
        return value;
    }
}
