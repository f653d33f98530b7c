// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import java.util.List;

/** Curator's {@code PathChildrenCacheEvent}: what happened, and to which child (null for connection events). */
public final class PathChildrenCacheEvent {

    /** Curator's event types. */
    public enum Type {
        CHILD_ADDED,
        CHILD_UPDATED,
        CHILD_REMOVED,
        /** The connection dropped; the cache may be behind. */
        CONNECTION_SUSPENDED,
        /** Connected again; with zkwire the cache has caught up when this arrives (changes reported first). */
        CONNECTION_RECONNECTED,
        /** The session is gone or must be assumed gone. */
        CONNECTION_LOST,
        /** The first load finished ({@code POST_INITIALIZED_EVENT}); {@link #getInitialData()} holds it. */
        INITIALIZED
    }

    private final Type type;
    private final ChildData data;
    private final List<ChildData> initialData;

    public PathChildrenCacheEvent(Type type, ChildData data) {
        this(type, data, null);
    }

    PathChildrenCacheEvent(Type type, ChildData data, List<ChildData> initialData) {
        this.type = type;
        this.data = data;
        this.initialData = initialData == null ? null : List.copyOf(initialData);
    }

    public Type getType() {
        return type;
    }

    public ChildData getData() {
        return data;
    }

    /** For INITIALIZED: the children cached at the end of the first load; otherwise null. */
    public List<ChildData> getInitialData() {
        return initialData;
    }

    @Override
    public String toString() {
        return "PathChildrenCacheEvent{type=" + type + ", data=" + data + '}';
    }
}
