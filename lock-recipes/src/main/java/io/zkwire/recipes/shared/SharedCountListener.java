package io.zkwire.recipes.shared;

import io.zkwire.client.ConnectionStateListener;

/**
 * Curator's {@code SharedCountListener}: told the count after each read that follows a change or a
 * reconnect, and (as a {@link ConnectionStateListener}) of the client's connection state changes while
 * the count is started.
 */
public interface SharedCountListener extends ConnectionStateListener {

    /** The count read after a change (or a reconnect, when it may be the same as before). */
    void countHasChanged(SharedCountReader sharedCount, int newCount) throws Exception;
}
