// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.protocol.data.Stat;
import java.util.Arrays;
import java.util.Objects;

/**
 * Curator's {@code ChildData}: one cached node as it was read, its path, its {@link Stat} and its data
 * (null when the cache was built with {@link CuratorCacheBuilder#withDataNotCached()}). Immutable: the cache
 * replaces the object when the node changes, so a listener may keep the one it was given.
 */
public final class ChildData implements Comparable<ChildData> {

    private final String path;
    private final Stat stat;
    private final byte[] data;

    public ChildData(String path, Stat stat, byte[] data) {
        this.path = Objects.requireNonNull(path, "path");
        this.stat = stat;
        this.data = data;
    }

    public String getPath() {
        return path;
    }

    public Stat getStat() {
        return stat;
    }

    /** The bytes as read (not copied, as in Curator: do not change them), or null when data is not cached. */
    public byte[] getData() {
        return data;
    }

    /** Orders by path, as Curator's does. */
    @Override
    public int compareTo(ChildData other) {
        return path.compareTo(other.path);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChildData other && path.equals(other.path) && Objects.equals(stat, other.stat)
                && Arrays.equals(data, other.data);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * path.hashCode() + Objects.hashCode(stat)) + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "ChildData{path='" + path + "', stat=" + stat + ", data="
                + (data == null ? "null" : data.length + " bytes") + '}';
    }
}
