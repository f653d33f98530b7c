package io.zkwire.client.internal.session;

import java.util.concurrent.TimeUnit;

/**
 * When we last sent, last received, and the send time of the last request or ping the server
 * answered (all System.nanoTime): from these come the ping and read-timeout decisions while connected
 * and the LOST deadline, connected or not (docs/contributing/protocol.md §6.1). Event loop only.
 */
final class Liveness {

    /** What the connected-state timer should do now, and when to look again. */
    record Check(boolean readTimedOut, boolean ping, long nextCheckMs, long idleReceiveMs) {}

    private long followerLagMs;
    private long lastSendNanos;
    private long lastReceiveNanos;
    private long lastAckedSendNanos;

    /** @param followerLagMs the ensemble's follower lag to allow for (0: none), see {@link SessionTimers#followerAllowanceMs} */
    Liveness(long followerLagMs) {
        this.followerLagMs = followerLagMs;
    }

    /** The server said what lag to allow for: later checks and deadlines use it. */
    void followerLag(long ms) {
        this.followerLagMs = ms;
    }

    /**
     * A handshake completed: the server answered a request sent at {@code attemptStartNanos} or later.
     * {@code readWrite} is false for a read-only server, whose answer proves nothing to the quorum, so it
     * does not move the LOST deadline.
     */
    void connected(long nowNanos, long attemptStartNanos, boolean readWrite) {
        lastSendNanos = nowNanos;
        lastReceiveNanos = nowNanos;
        if (readWrite) {
            lastAckedSendNanos = attemptStartNanos;
        }
    }

    void sent(long nowNanos) {
        lastSendNanos = nowNanos;
    }

    void received(long nowNanos) {
        lastReceiveNanos = nowNanos;
    }

    /**
     * A read-write server answered something we sent at {@code sentNanos} (a request, or a ping: a ping
     * counts only once answered). Notifications and a read-only server's answers must not come here.
     */
    void acknowledged(long sentNanos) {
        if (sentNanos - lastAckedSendNanos > 0) {
            lastAckedSendNanos = sentNanos;
        }
    }

    Check check(long nowNanos, int timeoutMs, boolean pingInFlight) {
        long idleSendMs = TimeUnit.NANOSECONDS.toMillis(nowNanos - lastSendNanos);
        long idleReceiveMs = TimeUnit.NANOSECONDS.toMillis(nowNanos - lastReceiveNanos);
        if (idleReceiveMs >= SessionTimers.readTimeoutMs(timeoutMs)) {
            return new Check(true, false, 0, idleReceiveMs);
        }
        boolean ping = !pingInFlight && SessionTimers.pingDue(timeoutMs, followerLagMs, idleSendMs);
        long next = SessionTimers.nextCheckMs(timeoutMs, followerLagMs, ping ? 0 : idleSendMs, idleReceiveMs,
                pingInFlight || ping);
        return new Check(false, ping, next, idleReceiveMs);
    }

    /** For messages: how long after an answered send the session is given up, and why that long. */
    String lostAfterAnsweredSend(int timeoutMs) {
        return SessionTimers.lostAfterAnsweredSendMs(timeoutMs, followerLagMs) + " ms (the " + timeoutMs
                + " ms session timeout less " + (followerLagMs > 0 ? "the allowance for a follower cut off from its"
                + " leader and " : "") + "a margin)";
    }

    /** nanoTime by which, unless a read-write server answers a later send, the session must be given up. */
    long lostDeadlineNanos(int timeoutMs) {
        return SessionTimers.lostDeadlineNanos(lastAckedSendNanos, lastReceiveNanos, timeoutMs, followerLagMs);
    }
}
