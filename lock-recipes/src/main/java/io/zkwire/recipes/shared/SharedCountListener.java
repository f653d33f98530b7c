package io.zkwire.recipes.shared;

import io.zkwire.client.ConnectionStateListener;

/**
 * Curator's {@code SharedCountListener}: told of every count change seen, and (as a
 * {@link ConnectionStateListener}) of the client's connection state changes while it is registered.
 */
public interface SharedCountListener extends ConnectionStateListener {

    /** The count changed to {@code newCount} (a newer version than any seen before). */
    void countHasChanged(SharedCountReader sharedCount, int newCount) throws Exception;
}
