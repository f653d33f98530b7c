// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/** Curator's {@code AtomicValue}: the outcome of one atomic operation. */
public interface AtomicValue<T> {

    /** Whether the operation changed the value; if not, the values below are not meaningful. */
    boolean succeeded();

    /** The value before the operation. */
    T preValue();

    /** The value after the operation. */
    T postValue();

    /** How the operation went: tries and time. */
    AtomicStats getStats();
}
