// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

/**
 * Where a cache is in its life: the one lifecycle value of {@link CacheEngine}, changed on its serial executor
 * through the transitions below only. "Loading" states come before the first {@code initialized()}: the cache
 * tells {@code initialized()} when they catch up, the others tell {@code resynced()}.
 */
enum CacheState {
    /** Built, not started. */
    LATENT,
    /** Started: the first load is on its way. */
    LOADING,
    /** Loaded, connected, nothing left to catch up with. */
    LIVE,
    /** The connection dropped during the first load; the session may still hold the watches. */
    STALE_LOADING,
    /** The connection dropped after the first load; the session may still hold the watches. */
    STALE,
    /** The session ended during the first load: the next one holds none of its watches. */
    LOST_LOADING,
    /** The session ended after the first load: the next one holds none of its watches. */
    LOST,
    /** Connected again during the first load, reading what moved. */
    RESYNC_LOADING,
    /** Connected again after the first load, reading what moved. */
    RESYNCING,
    /** A limit was reached: the cache keeps what it holds and follows the server no more. */
    FAILED,
    /** Closed by the user (or with its client). */
    CLOSED;

    /** Whether the cache follows the server: it hears watches, connection states and answers. */
    boolean following() {
        return this != LATENT && this != FAILED && this != CLOSED;
    }

    /** Whether the connection is down, so what the cache holds may be behind the server. */
    boolean stale() {
        return this == STALE_LOADING || this == STALE || sessionLost();
    }

    boolean sessionLost() {
        return this == LOST_LOADING || this == LOST;
    }

    boolean resyncing() {
        return this == RESYNC_LOADING || this == RESYNCING;
    }

    /** Whether listeners heard {@code initialized()}. */
    boolean loaded() {
        return this == LIVE || this == STALE || this == LOST || this == RESYNCING;
    }

    /** The connection dropped (a lost session stays lost until the next connection). */
    CacheState suspended() {
        return sessionLost() ? this : loaded() ? STALE : STALE_LOADING;
    }

    /** The session ended. */
    CacheState lost() {
        return loaded() ? LOST : LOST_LOADING;
    }

    /** Connected again: the catch-up reads start. */
    CacheState reconnected() {
        return loaded() ? RESYNCING : RESYNC_LOADING;
    }
}
