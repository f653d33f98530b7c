// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import java.nio.ByteBuffer;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/** A number type as Curator stores it: big-endian bytes (8 for a long, 4 for an int), no node or none read as 0. */
final class NumberCodec<T extends Number> {

    static final NumberCodec<Long> LONG = new NumberCodec<>(Long.BYTES, 0L, 1L, ByteBuffer::getLong,
            ByteBuffer::putLong, Long::sum, v -> -v);
    static final NumberCodec<Integer> INTEGER = new NumberCodec<>(Integer.BYTES, 0, 1, ByteBuffer::getInt,
            ByteBuffer::putInt, Integer::sum, v -> -v);

    private final int size;
    private final T zero;
    private final T one;
    private final Function<ByteBuffer, T> reader;
    private final BiFunction<ByteBuffer, T, ByteBuffer> writer;
    private final BinaryOperator<T> plus;
    private final UnaryOperator<T> negate;

    private NumberCodec(int size, T zero, T one, Function<ByteBuffer, T> reader,
            BiFunction<ByteBuffer, T, ByteBuffer> writer, BinaryOperator<T> plus, UnaryOperator<T> negate) {
        this.size = size;
        this.zero = zero;
        this.one = one;
        this.reader = reader;
        this.writer = writer;
        this.plus = plus;
        this.negate = negate;
    }

    byte[] toBytes(T value) {
        Objects.requireNonNull(value, "newValue cannot be null");
        return writer.apply(ByteBuffer.allocate(size), value).array();
    }

    /** Curator's reading: null or empty is 0; fewer bytes than the type holds is corrupt data. */
    T fromBytes(byte[] data, DistributedAtomicValue value) {
        if (data == null || data.length == 0) {
            return zero;
        }
        if (data.length < size) {
            throw value.createCorruptionException(data);
        }
        return reader.apply(ByteBuffer.wrap(data));
    }

    T zero() {
        return zero;
    }

    T one() {
        return one;
    }

    T plus(T a, T b) {
        return plus.apply(a, b);
    }

    T negate(T value) {
        return negate.apply(Objects.requireNonNull(value, "delta cannot be null"));
    }
}
