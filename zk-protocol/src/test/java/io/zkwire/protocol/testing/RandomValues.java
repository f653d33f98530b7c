package io.zkwire.protocol.testing;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Seeded random field values that stress the encodings: edge integers, null and empty strings,
 * buffers and lists, long strings and non-ASCII text.
 *
 * <p>Text stays inside the BMP and avoids surrogates on purpose: for a character outside the BMP
 * Apache writes each UTF-16 surrogate as its own 3-byte sequence (CESU-8 style, docs/contributing/protocol.md §1.2)
 * while we write standard 4-byte UTF-8, so byte equality is not expected there. Reading Apache's
 * form is covered separately in JuteTest.
 */
public final class RandomValues {

    private static final char[] TRICKY = {'\u0000', '/', '\u007f', '\u0080', '\u07ff', '\u0800', '\ufeff', '\uffff',
        '\ud7ff', '\ue000'};

    private final Random random;

    public RandomValues(long seed) {
        this.random = new Random(seed);
    }

    public Random random() {
        return random;
    }

    public int anInt() {
        return switch (random.nextInt(8)) {
            case 0 -> 0;
            case 1 -> -1;
            case 2 -> Integer.MAX_VALUE;
            case 3 -> Integer.MIN_VALUE;
            case 4 -> random.nextInt(200) - 100;
            default -> random.nextInt();
        };
    }

    public long aLong() {
        return switch (random.nextInt(8)) {
            case 0 -> 0;
            case 1 -> -1;
            case 2 -> Long.MAX_VALUE;
            case 3 -> Long.MIN_VALUE;
            case 4 -> random.nextInt(200) - 100;
            default -> random.nextLong();
        };
    }

    public boolean aBoolean() {
        return random.nextBoolean();
    }

    /** A string, null one time in ten. */
    public String string() {
        return random.nextInt(10) == 0 ? null : nonNullString();
    }

    public String nonNullString() {
        int length = switch (random.nextInt(20)) {
            case 0, 1 -> 0;
            case 2 -> 1000 + random.nextInt(3000);
            default -> 1 + random.nextInt(24);
        };
        boolean ascii = random.nextBoolean();
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(ascii ? (char) random.nextInt(0x80) : bmpChar());
        }
        return sb.toString();
    }

    private char bmpChar() {
        return switch (random.nextInt(6)) {
            case 0, 1 -> (char) random.nextInt(0x80);
            case 2 -> (char) (0x80 + random.nextInt(0x800 - 0x80));
            case 3 -> TRICKY[random.nextInt(TRICKY.length)];
            default -> {
                char c;
                do {
                    c = (char) (0x800 + random.nextInt(0x10000 - 0x800));
                } while (Character.isSurrogate(c));
                yield c;
            }
        };
    }

    /** Bytes, null one time in ten and empty one time in ten. */
    public byte[] bytes() {
        int choice = random.nextInt(20);
        if (choice < 2) {
            return null;
        }
        int length = choice < 4 ? 0 : choice == 4 ? 1000 + random.nextInt(7000) : 1 + random.nextInt(64);
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    /** A list, null one time in ten and empty one time in ten. */
    public <T> List<T> list(Supplier<T> element) {
        int choice = random.nextInt(10);
        if (choice == 0) {
            return null;
        }
        int size = choice == 1 ? 0 : 1 + random.nextInt(6);
        List<T> list = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            list.add(element.get());
        }
        return list;
    }

    public io.zkwire.protocol.data.ACL acl() {
        return record(io.zkwire.protocol.data.ACL.class);
    }

    /** A value of any record component type: primitives, String, byte[], nested records, lists of these. */
    public Object valueOf(Type type) {
        if (type == int.class) {
            return anInt();
        } else if (type == long.class) {
            return aLong();
        } else if (type == boolean.class) {
            return aBoolean();
        } else if (type == String.class) {
            return string();
        } else if (type == byte[].class) {
            return bytes();
        } else if (type instanceof Class<?> c && c.isRecord()) {
            return record(c);
        } else if (type instanceof ParameterizedType p && p.getRawType() == List.class) {
            return list(() -> valueOf(p.getActualTypeArguments()[0]));
        }
        throw new IllegalArgumentException("no generator for " + type);
    }

    /** A record with every component drawn by {@link #valueOf}; nested records are never null. */
    public <R> R record(Class<R> type) {
        RecordComponent[] components = type.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = valueOf(components[i].getGenericType());
            types[i] = components[i].getType();
        }
        return Reflect.construct(type, types, values);
    }
}
