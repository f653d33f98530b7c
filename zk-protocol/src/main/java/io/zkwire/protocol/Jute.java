package io.zkwire.protocol;

import io.netty.buffer.ByteBuf;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Jute primitives on Netty buffers (docs/contributing/protocol.md §1.2): big-endian ints and longs, one-byte booleans,
 * length-prefixed buffers, strings and vectors where length −1 means null.
 *
 * <p>Every read checks the readable bytes before it consumes or allocates anything, so a malformed
 * frame can never make a decoder allocate more than the frame holds or loop longer than its size; it
 * gets a {@link ProtocolException} naming the field, the length or count seen and the bytes left.
 * The {@code field} arguments only label those messages (for example {@code "CreateRequest.path"}).
 */
public final class Jute {

    /** The length or count that stands for null. */
    public static final int NULL_LENGTH = -1;
    /** Bytes of an int, the smallest possible encoding of a string, buffer or vector. */
    public static final int INT_BYTES = 4;

    private Jute() {
    }

    /** Writes a big-endian int. */
    public static void writeInt(ByteBuf out, int value) {
        out.writeInt(value);
    }

    /** Reads a big-endian int. */
    public static int readInt(ByteBuf in) {
        return readInt(in, "int");
    }

    /** Reads a big-endian int, naming {@code field} if it is missing. */
    public static int readInt(ByteBuf in, String field) {
        require(in, INT_BYTES, "int", field);
        return in.readInt();
    }

    /** Writes a big-endian long. */
    public static void writeLong(ByteBuf out, long value) {
        out.writeLong(value);
    }

    /** Reads a big-endian long. */
    public static long readLong(ByteBuf in) {
        return readLong(in, "long");
    }

    /** Reads a big-endian long, naming {@code field} if it is missing. */
    public static long readLong(ByteBuf in, String field) {
        require(in, Long.BYTES, "long", field);
        return in.readLong();
    }

    /** Writes a boolean as one byte, 1 or 0. */
    public static void writeBoolean(ByteBuf out, boolean value) {
        out.writeByte(value ? 1 : 0);
    }

    /** Reads a one-byte boolean; any non-zero byte is true. */
    public static boolean readBoolean(ByteBuf in) {
        return readBoolean(in, "boolean");
    }

    /** Any non-zero byte is true, as in Apache's reader. */
    public static boolean readBoolean(ByteBuf in, String field) {
        require(in, 1, "boolean", field);
        return in.readByte() != 0;
    }

    /** Writes a length-prefixed byte array; null is written as length −1 (distinct from empty). */
    public static void writeBuffer(ByteBuf out, byte[] bytes) {
        if (bytes == null) {
            out.writeInt(NULL_LENGTH);
        } else {
            out.writeInt(bytes.length);
            out.writeBytes(bytes);
        }
    }

    /** Reads a length-prefixed byte array; length −1 gives null. */
    public static byte[] readBuffer(ByteBuf in) {
        return readBuffer(in, "buffer");
    }

    /** As {@link #readBuffer(ByteBuf)}, naming {@code field} in a failure. */
    public static byte[] readBuffer(ByteBuf in, String field) {
        int length = readLength(in, "buffer", field);
        if (length == NULL_LENGTH) {
            return null;
        }
        byte[] bytes = new byte[length];
        in.readBytes(bytes);
        return bytes;
    }

    /**
     * Writes the UTF-8 byte count and standard UTF-8 (a character outside the BMP becomes one 4-byte
     * sequence, unlike Apache's CESU-8 style); null is length −1.
     *
     * @throws IllegalArgumentException if {@code s} holds an unpaired surrogate, which no UTF-8 can carry
     */
    public static void writeString(ByteBuf out, String s) {
        if (s == null) {
            out.writeInt(NULL_LENGTH);
        } else {
            Utf8.write(out, s);
        }
    }

    /** Reads a ustring; length −1 gives null, invalid UTF-8 a {@link ProtocolException}. */
    public static String readString(ByteBuf in) {
        return readString(in, "ustring");
    }

    /** Reads a ustring; invalid UTF-8 is a {@link ProtocolException}, never replacement characters. */
    public static String readString(ByteBuf in, String field) {
        int length = readLength(in, "ustring", field);
        return length == NULL_LENGTH ? null : Utf8.read(in, length, field);
    }

    /** Writes a vector of ustrings (−1 for a null list). */
    public static void writeStringVector(ByteBuf out, List<String> strings) {
        writeVector(out, strings, Jute::writeString);
    }

    /** Reads a vector of ustrings: null for count −1, else an unmodifiable list. */
    public static List<String> readStringVector(ByteBuf in) {
        return readStringVector(in, "vector<ustring>");
    }

    /** As {@link #readStringVector(ByteBuf)}, naming {@code field} in a failure. */
    public static List<String> readStringVector(ByteBuf in, String field) {
        return readVector(in, field, element -> readString(element, field + "[]"), INT_BYTES);
    }

    /** Writes the element count (−1 for a null list), then each element with {@code writer}. */
    public static <T> void writeVector(ByteBuf out, List<T> list, BiConsumer<ByteBuf, T> writer) {
        if (list == null) {
            out.writeInt(NULL_LENGTH);
            return;
        }
        out.writeInt(list.size());
        for (T element : list) {
            writer.accept(out, element);
        }
    }

    /** Reads a vector with {@code reader}; see {@link #readVector(ByteBuf, String, Function, int)}. */
    public static <T> List<T> readVector(ByteBuf in, Function<ByteBuf, T> reader, int minElementBytes) {
        return readVector(in, "vector", reader, minElementBytes);
    }

    /**
     * Reads a vector: null for count −1, otherwise an unmodifiable list (null elements allowed, as
     * the wire allows them for strings).
     *
     * @param minElementBytes the fewest bytes one element can take (at least 1); a count that cannot
     *     fit in the remaining bytes at that size is rejected before any element is read
     */
    public static <T> List<T> readVector(ByteBuf in, String field, Function<ByteBuf, T> reader,
            int minElementBytes) {
        if (minElementBytes < 1) {
            throw new IllegalArgumentException("minElementBytes must be at least 1, was " + minElementBytes);
        }
        int count = readInt(in, field);
        if (count == NULL_LENGTH) {
            return null;
        }
        if (count < 0 || (long) count * minElementBytes > in.readableBytes()) {
            throw new ProtocolException(String.format(
                    "vector %s has count %d, but %s; %d bytes remain and an element takes at least %d",
                    field, count, count < 0 ? "only -1 (null) may be negative" : "that cannot fit in the frame",
                    in.readableBytes(), minElementBytes));
        }
        List<T> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            try {
                list.add(reader.apply(in));
            } catch (ProtocolException e) {
                throw new ProtocolException("in element " + i + " of " + count + " of vector " + field + ": "
                        + e.getMessage(), e);
            }
        }
        return Collections.unmodifiableList(list);
    }

    /** An unmodifiable copy that keeps a null list null and tolerates null elements. */
    public static <T> List<T> copyOf(List<T> list) {
        return list == null ? null : Collections.unmodifiableList(new ArrayList<>(list));
    }

    /** Reads a buffer or string length: −1 passes through, any other value must fit in the frame. */
    private static int readLength(ByteBuf in, String kind, String field) {
        int length = readInt(in, field);
        if (length == NULL_LENGTH) {
            return length;
        }
        if (length < 0 || length > in.readableBytes()) {
            throw new ProtocolException(String.format("%s %s has length %d, but %s; %d bytes remain",
                    kind, field, length, length < 0 ? "only -1 (null) may be negative" : "the frame is shorter",
                    in.readableBytes()));
        }
        return length;
    }

    private static void require(ByteBuf in, int bytes, String kind, String field) {
        if (in.readableBytes() < bytes) {
            throw new ProtocolException(String.format("truncated %s %s: needs %d bytes, %d remain",
                    kind, field, bytes, in.readableBytes()));
        }
    }

    /** A string shortened for an error message. */
    static String preview(String s) {
        return s.length() <= 64 ? '"' + s + '"' : '"' + s.substring(0, 64) + "\"… (" + s.length() + " chars)";
    }
}
