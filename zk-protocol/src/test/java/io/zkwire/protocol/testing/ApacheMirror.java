package io.zkwire.protocol.testing;

import io.zkwire.protocol.records.DeleteContainerRequest;
import io.zkwire.protocol.records.Record;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.jute.BinaryInputArchive;
import org.apache.jute.BinaryOutputArchive;

/**
 * Builds Apache's jute record for one of ours by field NAME (our component {@code fooBar} sets Apache's
 * {@code setFooBar}), so a renamed, missing or reordered field shows up as a failure or a byte mismatch
 * instead of being carried over silently.
 */
public final class ApacheMirror {

    private ApacheMirror() {
    }

    public static Class<?> apacheClass(Class<?> ours) {
        String name = ours == DeleteContainerRequest.class ? "org.apache.zookeeper.DeleteContainerRequest"
                : ours.getName().replace("io.zkwire.protocol.records.", "org.apache.zookeeper.proto.")
                        .replace("io.zkwire.protocol.data.", "org.apache.zookeeper.data.");
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("Apache has no record " + name + " to compare " + ours.getName() + " with", e);
        }
    }

    public static org.apache.jute.Record toApache(Record ours) {
        Class<?> type = apacheClass(ours.getClass());
        RecordComponent[] components = ours.getClass().getRecordComponents();
        long apacheFields = Arrays.stream(type.getDeclaredFields())
                .filter(f -> !Modifier.isStatic(f.getModifiers())).count();
        if (apacheFields != components.length) {
            throw new AssertionError(type.getName() + " has fields " + fieldNames(type) + ", "
                    + ours.getClass().getSimpleName() + " has " + components.length + " components");
        }
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            values[i] = convert(Reflect.invoke(components[i].getAccessor(), ours));
        }
        if (type == apacheClass(DeleteContainerRequest.class)) {
            // Apache gives this one no setter, only a constructor.
            return (org.apache.jute.Record) Reflect.construct(type, new Class<?>[] {String.class}, values);
        }
        org.apache.jute.Record apache = (org.apache.jute.Record) Reflect.construct(type, new Class<?>[0]);
        for (int i = 0; i < components.length; i++) {
            Reflect.invoke(setter(type, components[i].getName()), apache, values[i]);
        }
        return apache;
    }

    private static Object convert(Object value) {
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            list.forEach(e -> copy.add(convert(e)));
            return copy;
        }
        return value instanceof Record r ? toApache(r) : value;
    }

    private static Method setter(Class<?> type, String field) {
        String name = "set" + field.substring(0, 1).toUpperCase(Locale.ROOT) + field.substring(1);
        return Arrays.stream(type.getMethods()).filter(m -> m.getName().equals(name) && m.getParameterCount() == 1)
                .findFirst().orElseThrow(() -> new AssertionError(type.getName() + " has no field named " + field));
    }

    public static byte[] serialize(org.apache.jute.Record record) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try {
            record.serialize(BinaryOutputArchive.getArchive(bytes), "record");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** Reads {@code bytes} with Apache's class for {@code ours}. */
    public static org.apache.jute.Record deserialize(Class<?> ours, byte[] bytes) {
        org.apache.jute.Record record = (org.apache.jute.Record) Reflect.construct(apacheClass(ours), new Class<?>[0]);
        try {
            record.deserialize(BinaryInputArchive.getArchive(new ByteArrayInputStream(bytes)), "record");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return record;
    }

    private static List<String> fieldNames(Class<?> type) {
        return Arrays.stream(type.getDeclaredFields()).filter(f -> !Modifier.isStatic(f.getModifiers()))
                .map(Field::getName).toList();
    }
}
