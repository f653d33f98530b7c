package io.zkwire.recipes.locks;

import java.util.concurrent.Executor;

/** Curator's {@code Revocable}: a lock whose holders can be asked to release it (docs/contributing/protocol.md §7.8). */
public interface Revocable<T> {

    /**
     * Makes the lock revocable; call before acquiring. Nodes are then created with empty data and the
     * listener runs on the recipes' callback executor, never on the client's event thread (Curator runs
     * it on its event thread by default).
     */
    void makeRevocable(RevocationListener<T> listener);

    /** As {@link #makeRevocable(RevocationListener)}, with the listener run on {@code executor}. */
    void makeRevocable(RevocationListener<T> listener, Executor executor);
}
