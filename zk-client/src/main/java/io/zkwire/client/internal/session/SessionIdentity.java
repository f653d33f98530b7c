package io.zkwire.client.internal.session;

import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.ConnectResponse;

/**
 * Who we are to the ensemble: session id and password, negotiated timeout, the highest zxid seen, and
 * whether a read-write server accepted the session. Builds the ConnectRequest of each attempt and judges
 * the ConnectResponse (docs/contributing/protocol.md §2.1, §2.5, §6.10). Event loop only.
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
    /** New-session attempts in a row that got no answer: once each host had one, the next asks from zxid 0. */
    private int unansweredNewSessions;
    private boolean startsFromZero;
    /** The zxid seen before a session that was started from zxid 0, until a server's zxid confirms or belies it. */
    private long zxidToConfirm;
    private boolean attemptResumes;
    private boolean readOnlyServer;
    private boolean knownToQuorum;
    /** A session given to the builder that no server has answered for yet. */
    private boolean rejoining;
    private volatile View view;

    SessionIdentity(int requestedTimeoutMs, boolean canBeReadOnly) {
        this(requestedTimeoutMs, canBeReadOnly, 0, null);
    }

    /** @param rejoinId a session to offer first (its creator's quorum knows it), 0 for none */
    SessionIdentity(int requestedTimeoutMs, boolean canBeReadOnly, long rejoinId, byte[] rejoinPassword) {
        this.requestedTimeoutMs = requestedTimeoutMs;
        this.canBeReadOnly = canBeReadOnly;
        if (rejoinId != 0) {
            sessionId = rejoinId;
            password = rejoinPassword.clone();
            knownToQuorum = true;
            rejoining = true;
        }
        publish();
    }

    /** True until a server answered for the session given to the builder. */
    boolean isRejoining() {
        return rejoining;
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

    /** The negotiated timeout, or the requested one before the first handshake (docs/contributing/protocol.md §6.1). */
    int timeoutMs() {
        return negotiatedTimeoutMs > 0 ? negotiatedTimeoutMs : requestedTimeoutMs;
    }

    long lastZxid() {
        return lastZxid;
    }

    /** Only normal replies with zxid > 0 count (docs/contributing/protocol.md §3.1). */
    void sawZxid(long zxid) {
        if (zxid > lastZxid) {
            lastZxid = zxid;
        }
    }

    /**
     * A server's zxid (of any reply or ping answer) while a session started from zxid 0 still has to learn
     * whether the ensemble's history goes as far as what the client had seen before.
     *
     * @return the zxid the client had seen, if {@code serverZxid} is below it (the ensemble is younger than
     *     the client's memory of it: recreated or rolled back), reported once per such session; 0 otherwise
     */
    long olderHistory(long serverZxid) {
        if (zxidToConfirm == 0 || serverZxid <= 0) {
            return 0;
        }
        long seen = zxidToConfirm;
        zxidToConfirm = 0;
        return serverZxid < seen ? seen : 0;
    }

    /**
     * Whether the session just accepted was asked for from zxid 0 while the client had seen more: its server
     * may be a follower a few commits behind what the client read before (or an ensemble recreated younger).
     * Until {@link #olderHistory} has seen the first reply.
     */
    boolean mayBeBehind() {
        return zxidToConfirm != 0;
    }

    /**
     * The request for the next attempt: the original timeout, our last zxid, and the session to resume
     * (only one a read-write server accepted: a session a read-only server started is valid nowhere else, so
     * offering it to a read-write server would only have it refused as expired).
     * A resumed session never goes back in time: every server behind our last zxid refuses it. A new session
     * asks with our last zxid too, preferring servers that are not behind, until every host left one attempt
     * unanswered; then it asks from zxid 0, as a fresh client would, so that an ensemble recreated or restored
     * from an older backup (which refuses any zxid it has not reached) takes it.
     */
    ConnectRequest nextRequest() {
        attemptResumes = knownToQuorum();
        long zxid = attemptResumes || !startsFromZero ? lastZxid : 0;
        return new ConnectRequest(0, zxid, requestedTimeoutMs, attemptResumes ? sessionId : 0,
                attemptResumes ? password : new byte[ConnectRequest.PASSWORD_LENGTH], canBeReadOnly);
    }

    /** An attempt ended without a ConnectResponse; {@code hostCount}: how many hosts the client knows. */
    void unanswered(int hostCount) {
        if (!attemptResumes && ++unansweredNewSessions >= hostCount) {
            startsFromZero = true;
        }
    }

    /** Judges a ConnectResponse to the last {@link #nextRequest()}; adopts the session unless expired. */
    Outcome accept(ConnectResponse response) {
        rejoining = false;
        boolean expired = response.timeOut() <= 0 || (attemptResumes && response.sessionId() != sessionId);
        if (expired) {
            return Outcome.EXPIRED;
        }
        Outcome outcome = response.sessionId() == sessionId ? Outcome.RESUMED : Outcome.NEW;
        if (outcome == Outcome.NEW && startsFromZero && lastZxid > 0) {
            zxidToConfirm = lastZxid; // this session's own replies say from now on how far we have seen
            lastZxid = 0;
        }
        unansweredNewSessions = 0;
        startsFromZero = false;
        sessionId = response.sessionId();
        password = response.passwd();
        negotiatedTimeoutMs = response.timeOut();
        readOnlyServer = response.readOnly();
        knownToQuorum = !readOnlyServer || (knownToQuorum && outcome == Outcome.RESUMED);
        publish();
        return outcome;
    }

    /** Forgets the session (expired or given up); the zxid stays, so the next one prefers servers not behind it. */
    void forget() {
        sessionId = 0;
        unansweredNewSessions = 0;
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
