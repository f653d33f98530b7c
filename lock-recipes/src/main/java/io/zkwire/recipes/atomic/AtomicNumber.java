// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import java.util.Objects;

/** A {@link DistributedAtomicNumber} over a {@link DistributedAtomicValue} and a {@link NumberCodec}. */
abstract class AtomicNumber<T extends Number> implements DistributedAtomicNumber<T> {

    private final DistributedAtomicValue value;
    private final NumberCodec<T> codec;
    private final CombinedAdds<T> adds;

    AtomicNumber(DistributedAtomicValue value, NumberCodec<T> codec) {
        this.value = value;
        this.codec = codec;
        this.adds = new CombinedAdds<>(codec, this::addNow);
    }

    @Override
    public AtomicValue<T> get() throws Exception {
        return typed(value.get());
    }

    @Override
    public void forceSet(T newValue) throws Exception {
        value.forceSet(valueToBytes(newValue));
    }

    @Override
    public AtomicValue<T> compareAndSet(T expectedValue, T newValue) throws Exception {
        return typed(value.compareAndSet(valueToBytes(expectedValue), valueToBytes(newValue)));
    }

    @Override
    public AtomicValue<T> trySet(T newValue) throws Exception {
        return typed(value.trySet(valueToBytes(newValue)));
    }

    @Override
    public boolean initialize(T initial) throws Exception {
        return value.initialize(valueToBytes(initial));
    }

    /**
     * Adds {@code delta}. The adds of threads that call at the same time on this object are written as one
     * compare-and-set of their sum; each caller still gets its own pre and post value.
     */
    @Override
    public AtomicValue<T> add(T delta) throws Exception {
        return adds.add(Objects.requireNonNull(delta, "delta cannot be null"));
    }

    private AtomicValue<T> addNow(T delta) throws Exception {
        return typed(value.trySet(previous -> valueToBytes(codec.plus(bytesToValue(previous), delta))));
    }

    @Override
    public AtomicValue<T> increment() throws Exception {
        return add(codec.one());
    }

    @Override
    public AtomicValue<T> decrement() throws Exception {
        return add(codec.negate(codec.one()));
    }

    @Override
    public AtomicValue<T> subtract(T delta) throws Exception {
        return add(codec.negate(delta));
    }

    /** The bytes of {@code newValue}; every write goes through here (tests override it, as Curator's do). */
    byte[] valueToBytes(T newValue) {
        return codec.toBytes(newValue);
    }

    T bytesToValue(byte[] data) {
        return codec.fromBytes(data, value);
    }

    /** The outcome in numbers, decoded at once (a corrupt node fails the call, not a later getter). */
    private AtomicValue<T> typed(AtomicValue<byte[]> bytes) {
        MutableAtomicValue<T> result = new MutableAtomicValue<>(null, null, bytes.succeeded(), bytes.getStats());
        result.preValue = bytesToValue(bytes.preValue());
        result.postValue = bytesToValue(bytes.postValue());
        return result;
    }
}
