package io.zkwire.recipes.shared;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Function;

/**
 * Curator's {@code VersionedValue}: a value together with the node's {@code mzxid} and data version it was
 * read (or written) at. Get one from {@link SharedValue#getVersionedValue()} or
 * {@link SharedCount#getVersionedValue()} (as in Curator, callers do not construct it):
 * {@link SharedValue#trySetValue(VersionedValue, byte[])} succeeds only if the node is still at it.
 */
public final class VersionedValue<T> {

    private final long zxid;
    private final int version;
    private final T value;

    VersionedValue(long zxid, int version, T value) {
        this.zxid = zxid;
        this.version = version;
        this.value = Objects.requireNonNull(value, "value");
    }

    /**
     * The node's {@code mzxid} (the transaction that last changed it): newer values have larger ones,
     * so this, not the version, orders them.
     */
    public long getZxid() {
        return zxid;
    }

    /** The node's data version; it wraps around after 2^31 changes, so it is not monotonic. */
    public int getVersion() {
        return version;
    }

    /** The value. */
    public T getValue() {
        return value;
    }

    <R> VersionedValue<R> mapValue(Function<T, R> f) {
        return new VersionedValue<>(zxid, version, f.apply(value));
    }

    @Override
    public String toString() {
        String shown = value instanceof byte[] bytes ? Arrays.toString(bytes) : String.valueOf(value);
        return "VersionedValue{zxid=0x" + Long.toHexString(zxid) + ", version=" + version + ", value=" + shown + '}';
    }
}
