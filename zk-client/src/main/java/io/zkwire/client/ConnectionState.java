package io.zkwire.client;

/**
 * Connection states, as Curator names them.
 *
 * <ul>
 *   <li>{@link #CONNECTED}: first session established on a read-write server.</li>
 *   <li>{@link #SUSPENDED}: the connection dropped; the session may still be alive.</li>
 *   <li>{@link #RECONNECTED}: connected again, same session (after SUSPENDED) or a new one (after LOST).</li>
 *   <li>{@link #LOST}: the session is gone or must be assumed gone. Fired when the server reports the
 *       session expired, and also, connected or not, <em>before</em> the server could have expired it: no
 *       later than the send time of the last request a read-write server answered plus the negotiated
 *       session timeout, minus a margin, and on an ensemble earlier still by the allowance for a follower
 *       cut off from its leader (docs/contributing/fault-tolerance.md, "The lost rule"). Frames that arrive
 *       meanwhile (watch notifications, answers of a read-only server) do not postpone it. Anything tied to
 *       the session (ephemeral nodes, locks) must be considered lost.</li>
 *   <li>{@link #READ_ONLY}: connected to a read-only server. Its answers do not prove that the quorum
 *       still knows the session, so LOST comes by the same deadline as if there were no connection. The
 *       client meanwhile probes the other servers and moves to the first that serves read-write: SUSPENDED,
 *       then RECONNECTED, or CONNECTED if no read-write server had accepted the client before (as Curator
 *       reports it).</li>
 *   <li>{@link #CLOSED}: {@code close()} was called; the last state a client publishes. Everything pending
 *       has failed (with a "client closed" error) and every registered watcher received a
 *       {@code None}/{@code Closed} event before listeners hear it. The session ended, or, if the server
 *       could not be told, expires on its own; either way whatever was tied to it is no longer held.</li>
 * </ul>
 */
public enum ConnectionState {
    /** The first session is established. */
    CONNECTED,
    /** The connection dropped; the session may still be alive. */
    SUSPENDED,
    /** Connected again: the same session after SUSPENDED, or a new one after LOST. */
    RECONNECTED,
    /** The session is gone or must be assumed gone (see the class comment for when exactly). */
    LOST,
    /** Connected to a read-only server, which cannot prove the session is still alive. */
    READ_ONLY,
    /** {@code close()} was called; nothing follows. */
    CLOSED;

    /** True for the states in which a server answers: CONNECTED, RECONNECTED and READ_ONLY. */
    public boolean isConnected() {
        return this == CONNECTED || this == RECONNECTED || this == READ_ONLY;
    }
}
