// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import io.zkwire.client.ConnectionStateListener;

/**
 * Curator's {@code SharedValueListener}: told the value after each read that follows a change or a
 * reconnect, and (as a {@link ConnectionStateListener}) of the client's connection state changes while
 * the value is started.
 */
public interface SharedValueListener extends ConnectionStateListener {

    /** The value read after a change (or a reconnect, when it may be the same as before). */
    void valueHasChanged(SharedValueReader sharedValue, byte[] newValue) throws Exception;
}
