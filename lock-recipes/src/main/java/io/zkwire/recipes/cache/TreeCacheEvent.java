// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/** Curator's {@code TreeCacheEvent}: what happened, the node after and (for an update) before. */
public final class TreeCacheEvent {

    /** Curator's event types. */
    public enum Type {
        NODE_ADDED,
        NODE_UPDATED,
        /** {@link #getData()} is the node as it was last cached. */
        NODE_REMOVED,
        CONNECTION_SUSPENDED,
        /** With zkwire, sent once the cache caught up (the changes first). */
        CONNECTION_RECONNECTED,
        CONNECTION_LOST,
        INITIALIZED
    }

    private final Type type;
    private final ChildData data;
    private final ChildData oldData;

    public TreeCacheEvent(Type type, ChildData data) {
        this(type, data, null);
    }

    public TreeCacheEvent(Type type, ChildData data, ChildData oldData) {
        this.type = type;
        this.data = data;
        this.oldData = oldData;
    }

    public Type getType() {
        return type;
    }

    public ChildData getData() {
        return data;
    }

    public ChildData getOldData() {
        return oldData;
    }

    @Override
    public String toString() {
        return "TreeCacheEvent{type=" + type + ", data=" + data + '}';
    }
}
