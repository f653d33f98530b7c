// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/** An {@link AtomicValue} filled in as the operation goes, by the calling thread. */
final class MutableAtomicValue<T> implements AtomicValue<T> {

    T preValue;
    T postValue;
    boolean succeeded;
    final AtomicStats stats;

    MutableAtomicValue(T preValue, T postValue) {
        this(preValue, postValue, false);
    }

    MutableAtomicValue(T preValue, T postValue, boolean succeeded) {
        this(preValue, postValue, succeeded, new AtomicStats());
    }

    MutableAtomicValue(T preValue, T postValue, boolean succeeded, AtomicStats stats) {
        this.preValue = preValue;
        this.postValue = postValue;
        this.succeeded = succeeded;
        this.stats = stats;
    }

    @Override
    public T preValue() {
        return preValue;
    }

    @Override
    public T postValue() {
        return postValue;
    }

    @Override
    public boolean succeeded() {
        return succeeded;
    }

    @Override
    public AtomicStats getStats() {
        return stats;
    }
}
