package io.zkwire.recipes.locks;

/**
 * Why a held lock or lease can no longer be trusted; the value of an acquisition's {@code lost()}
 * future, which completes at most once, and only on such an unexpected loss, never on a normal release
 * (that completes {@link Acquisition#released()}).
 *
 * @param reason   what happened
 * @param nodePath the acquisition's own node
 */
public record LockLoss(Reason reason, String nodePath) {

    /** Why the lock was lost. */
    public enum Reason {
        /**
         * The session is gone or must be assumed gone: the client reported {@code ConnectionState.LOST}
         * (the server expired the session, or the client gave up on it while disconnected, which it does
         * no later than the negotiated session timeout after the send time of the last request the server
         * answered, that is before the server can have expired it), or the client is connected under a new
         * session. Another contender may get the lock as soon as the server expires the old session.
         */
        SESSION_LOST,
        /** The lock node was deleted by someone else (an operator, a test, a bug) while held. */
        NODE_DELETED,
        /**
         * The client was closed while the lock was held (and not released): its session is ended (or
         * expires, if the close could not reach the server), so the node is gone or soon will be.
         */
        CLIENT_CLOSED
    }
}
