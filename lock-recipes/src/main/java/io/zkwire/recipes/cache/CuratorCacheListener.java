// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/**
 * Curator's {@code CuratorCacheListener}: told of each node created, changed or deleted under the cache's
 * path, then once of the end of the first load ({@link #initialized()}). Calls to one listener never
 * overlap and come in the order the cache applied them, on the executor the listener was added with.
 *
 * <p>zkwire adds the cache's lifecycle as default methods, so a Curator listener (or a lambda) compiles
 * unchanged: {@link #stale()} as soon as the cache may be behind the server, {@link #resynced()} when it
 * caught up again (after the differences were reported as ordinary events), and {@link #failed(Exception)}
 * when the cache stopped following the server (a limit was reached).
 */
@FunctionalInterface
public interface CuratorCacheListener {

    /** What happened to a node. */
    enum Type {
        /** A node was added to the cache: {@code oldData} is null. */
        NODE_CREATED,
        /** A cached node's data or stat changed (its mzxid moved). */
        NODE_CHANGED,
        /** A node left the cache: {@code data} is null. */
        NODE_DELETED
    }

    /** A node was created, changed or deleted; {@code oldData} is what the cache held before, if anything. */
    void event(Type type, ChildData oldData, ChildData data);

    /** The first load finished: the cache holds what the server held while it loaded. Called once. */
    default void initialized() {
    }

    /**
     * zkwire: the connection dropped (SUSPENDED or LOST), so the cache may be behind the server. Called once
     * per outage; {@link #resynced()} follows when the cache caught up.
     */
    default void stale() {
    }

    /**
     * zkwire: while stale, the session was lost (LOST): nodes the cached tree shows as ephemeral may be gone.
     * {@link #resynced()} follows once a new session caught up.
     */
    default void sessionLost() {
    }

    /**
     * zkwire: after a reconnect the cache compared itself with the server; whatever differed was reported
     * before this call as NODE_CREATED, NODE_CHANGED or NODE_DELETED. The cache is current again.
     */
    default void resynced() {
    }

    /** zkwire: the cache stopped following the server (for example {@link CacheLimitException}). */
    default void failed(Exception cause) {
    }

    /** Curator's builder of listeners for one kind of event each. */
    static CuratorCacheListenerBuilder builder() {
        return new ListenerBuilder();
    }
}
