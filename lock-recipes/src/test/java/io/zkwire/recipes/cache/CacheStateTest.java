// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The cache's lifecycle transitions: what a dropped connection, a lost session and a reconnect lead to. */
class CacheStateTest {

    @Test
    void aDropDuringTheFirstLoadKeepsItAFirstLoad() {
        CacheState state = CacheState.LOADING.suspended();
        assertEquals(CacheState.STALE_LOADING, state);
        assertEquals(CacheState.LOST_LOADING, state.lost());
        assertEquals(CacheState.RESYNC_LOADING, state.lost().reconnected());
        assertFalse(state.lost().reconnected().loaded(), "initialized() is still to come");
    }

    @Test
    void aLostSessionStaysLostUntilTheNextConnection() {
        CacheState lost = CacheState.LIVE.suspended().lost();
        assertEquals(CacheState.LOST, lost);
        assertEquals(CacheState.LOST, lost.suspended());
        assertTrue(lost.stale() && lost.sessionLost() && lost.loaded());
        assertEquals(CacheState.RESYNCING, lost.reconnected());
        assertFalse(CacheState.RESYNCING.stale());
    }

    @Test
    void onlyAStartedCacheFollowsTheServer() {
        assertFalse(CacheState.LATENT.following());
        assertFalse(CacheState.FAILED.following());
        assertFalse(CacheState.CLOSED.following());
        assertTrue(CacheState.STALE_LOADING.following());
    }
}
