// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/**
 * An immutable value that any thread may replace by a function of the current one, for state no serial
 * executor owns (a counter's reserved numbers, what a blocking caller reads back); the function may run more
 * than once when threads collide, so it must have no side effects.
 *
 * @param <T> an immutable value
 */
public final class Cell<T> {

    private final AtomicReference<T> value;

    public Cell(T initial) {
        this.value = new AtomicReference<>(initial);
    }

    public T read() {
        return value.get();
    }

    /** Replaces the value by {@code change} of it; returns the value it replaced. */
    public T replace(UnaryOperator<T> change) {
        return value.getAndUpdate(change);
    }

    /** Replaces the value by {@code next}; returns the value it replaced. */
    public T set(T next) {
        return value.getAndSet(next);
    }
}
