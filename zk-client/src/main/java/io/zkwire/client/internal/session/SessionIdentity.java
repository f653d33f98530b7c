package io.zkwire.client.internal.session;

import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.ConnectResponse;

/**
 * Who we are to the ensemble: session id and password, negotiated timeout, the highest zxid seen, and
 * whether a read-write server ever accepted us. Builds the ConnectRequest of each attempt and judges
 * the ConnectResponse (docs/protocol.md §2.1, §2.5, §6.10). Event loop only.
 */
final class SessionIdentity {

    /** What a ConnectResponse means for the session. */
    enum Outcome { RESUMED, NEW, EXPIRED }

    /** What other threads may read of the session; republished whenever it changes. */
    record View(long sessionId, byte[] password, int timeoutMs) {}

    private final int requestedTimeoutMs;
    private final boolean canBeReadOnly;
    private long sessionId;
    private byte[] password = new byte[ConnectRequest.PASSWORD_LENGTH];
    private int negotiatedTimeoutMs;
    private long lastZxid;
    private boolean seenRwServer;
    private boolean attemptResumes;
    private boolean readOnlyServer;
    private boolean knownToQuorum;
    private volatile View view;

    SessionIdentity(int requestedTimeoutMs, boolean canBeReadOnly) {
        this.requestedTimeoutMs = requestedTimeoutMs;
        this.canBeReadOnly = canBeReadOnly;
        publish();
    }

    /** Any thread: the session as of its last change (hand out copies of the password, not the array). */
    View view() {
        return view;
    }

    private void publish() {
        view = new View(sessionId, password.clone(), timeoutMs());
    }

    long sessionId() {
        return sessionId;
    }

    byte[] password() {
        return password.clone();
    }

    boolean hasSession() {
        return sessionId != 0;
    }

    /** The negotiated timeout, or the requested one before the first handshake (docs/protocol.md §6.1). */
    int timeoutMs() {
        return negotiatedTimeoutMs > 0 ? negotiatedTimeoutMs : requestedTimeoutMs;
    }

    long lastZxid() {
        return lastZxid;
    }

    /** Only normal replies with zxid > 0 count (docs/protocol.md §3.1). */
    void sawZxid(long zxid) {
        if (zxid > lastZxid) {
            lastZxid = zxid;
        }
    }

    /**
     * The request for the next attempt: the original timeout, our last zxid, and the session to resume
     * (none until a read-write server accepted us, since a read-only server's id is valid nowhere else).
     */
    ConnectRequest nextRequest() {
        attemptResumes = sessionId != 0 && seenRwServer;
        return new ConnectRequest(0, lastZxid, requestedTimeoutMs, attemptResumes ? sessionId : 0,
                attemptResumes ? password : new byte[ConnectRequest.PASSWORD_LENGTH], canBeReadOnly);
    }

    /** Judges a ConnectResponse to the last {@link #nextRequest()}; adopts the session unless expired. */
    Outcome accept(ConnectResponse response) {
        boolean expired = response.timeOut() <= 0 || (attemptResumes && response.sessionId() != sessionId);
        if (expired) {
            return Outcome.EXPIRED;
        }
        Outcome outcome = response.sessionId() == sessionId ? Outcome.RESUMED : Outcome.NEW;
        sessionId = response.sessionId();
        password = response.passwd();
        negotiatedTimeoutMs = response.timeOut();
        seenRwServer |= !response.readOnly();
        readOnlyServer = response.readOnly();
        knownToQuorum = !readOnlyServer || (knownToQuorum && outcome == Outcome.RESUMED);
        publish();
        return outcome;
    }

    /** Forgets the session (expired or given up); the zxid stays, so we never go back in time. */
    void forget() {
        sessionId = 0;
        knownToQuorum = false;
        password = new byte[ConnectRequest.PASSWORD_LENGTH];
        publish();
    }

    /**
     * Whether the last handshake was with a read-only server: one cut off from the quorum, whose answers
     * prove nothing about whether the quorum still counts the session as alive.
     */
    boolean onReadOnlyServer() {
        return readOnlyServer;
    }

    /**
     * Whether a read-write server accepted this session, so that the quorum can expire it (and with it the
     * session's ephemeral nodes): only then is there something to give up before the quorum does. A session
     * a read-only server started exists on that server alone.
     */
    boolean knownToQuorum() {
        return sessionId != 0 && knownToQuorum;
    }

    String hexId() {
        return "0x" + Long.toHexString(sessionId);
    }
}
