package io.zkwire.recipes.shared;

import java.util.Objects;

/**
 * Curator's {@code VersionedValue}: a value together with the ZooKeeper data version it was read (or
 * written) at. {@link SharedCount#trySetCount(VersionedValue, int)} succeeds only if the node still has
 * that version.
 */
public final class VersionedValue<T> {

    private final int version;
    private final T value;

    public VersionedValue(int version, T value) {
        this.version = version;
        this.value = Objects.requireNonNull(value, "value");
    }

    public int getVersion() {
        return version;
    }

    public T getValue() {
        return value;
    }

    @Override
    public String toString() {
        return "VersionedValue{version=" + version + ", value=" + value + '}';
    }
}
