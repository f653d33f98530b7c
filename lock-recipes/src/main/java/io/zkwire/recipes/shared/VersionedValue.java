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

    /** {@code value} (not null) as of the node's data version {@code version}. */
    public VersionedValue(int version, T value) {
        this.version = version;
        this.value = Objects.requireNonNull(value, "value");
    }

    /** The node's data version the value belongs to. */
    public int getVersion() {
        return version;
    }

    /** The value. */
    public T getValue() {
        return value;
    }

    @Override
    public String toString() {
        return "VersionedValue{version=" + version + ", value=" + value + '}';
    }
}
