// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/** Curator's {@code DistributedAtomicNumber}: the operations of a distributed counter. */
public interface DistributedAtomicNumber<T> {

    /** The current value (0 if the node does not exist). */
    AtomicValue<T> get() throws Exception;

    /** Sets {@code newValue} if the value is {@code expectedValue}, in one attempt. */
    AtomicValue<T> compareAndSet(T expectedValue, T newValue) throws Exception;

    /** Sets {@code newValue} whatever the value is, within the retry policy. */
    AtomicValue<T> trySet(T newValue) throws Exception;

    /** Creates the node with {@code value} unless it exists. @return whether this call created it */
    boolean initialize(T value) throws Exception;

    /** Writes {@code newValue} unconditionally. */
    void forceSet(T newValue) throws Exception;

    /** Adds 1. */
    AtomicValue<T> increment() throws Exception;

    /** Subtracts 1. */
    AtomicValue<T> decrement() throws Exception;

    /** Adds {@code delta}. */
    AtomicValue<T> add(T delta) throws Exception;

    /** Subtracts {@code delta}. */
    AtomicValue<T> subtract(T delta) throws Exception;
}
