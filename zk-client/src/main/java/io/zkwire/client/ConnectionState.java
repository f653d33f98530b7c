package io.zkwire.client;

/**
 * Connection states, as Curator names them.
 *
 * <ul>
 *   <li>{@link #CONNECTED}: first session established.</li>
 *   <li>{@link #SUSPENDED}: the connection dropped; the session may still be alive.</li>
 *   <li>{@link #RECONNECTED}: connected again, same session (after SUSPENDED) or a new one (after LOST).</li>
 *   <li>{@link #LOST}: the session is gone or must be assumed gone. Fired when the server reports the
 *       session expired, and also, while disconnected, <em>before</em> the server could have expired it:
 *       no later than the send time of the last request the server answered plus the negotiated session
 *       timeout. Anything tied to the session (ephemeral nodes, locks) must be considered lost.</li>
 *   <li>{@link #READ_ONLY}: connected to a read-only server.</li>
 * </ul>
 */
public enum ConnectionState {
    CONNECTED,
    SUSPENDED,
    RECONNECTED,
    LOST,
    READ_ONLY;

    public boolean isConnected() {
        return this == CONNECTED || this == RECONNECTED || this == READ_ONLY;
    }
}
