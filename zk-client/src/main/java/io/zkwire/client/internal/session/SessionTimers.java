package io.zkwire.client.internal.session;

/**
 * The timer arithmetic of docs/contributing/protocol.md §6.1, in milliseconds, from the negotiated session timeout T
 * (the requested one before the first handshake). Pure functions, so they can be tested alone.
 */
public final class SessionTimers {

    /** Pings go out after this much send silence at the latest, whatever T is. */
    static final long MAX_IDLE_SEND_MS = 10_000;

    private SessionTimers() {
    }

    /** No frame at all for this long while connected means the connection is dead: 2/3 T. */
    public static long readTimeoutMs(int sessionTimeoutMs) {
        return sessionTimeoutMs * 2L / 3;
    }

    /** One connection attempt (TCP, TLS, handshake) may take this long: T / number of hosts. */
    public static long connectTimeoutMs(int sessionTimeoutMs, int hostCount) {
        return Math.max(1, sessionTimeoutMs / Math.max(1, hostCount));
    }

    /** Without server contact for 4/3 T the session is certainly gone (ZOOKEEPER-4508). */
    public static long expirationTimeoutMs(int sessionTimeoutMs) {
        return sessionTimeoutMs * 4L / 3;
    }

    /** Time until the next ping is due after {@code idleSendMs} of send silence (≤ 0: due now). */
    public static long timeToNextPingMs(int sessionTimeoutMs, long idleSendMs) {
        return readTimeoutMs(sessionTimeoutMs) / 2 - idleSendMs - (idleSendMs > 1000 ? 1000 : 0);
    }

    public static boolean pingDue(int sessionTimeoutMs, long idleSendMs) {
        return timeToNextPingMs(sessionTimeoutMs, idleSendMs) <= 0 || idleSendMs > MAX_IDLE_SEND_MS;
    }

    /** The send silence after which a ping is due: the smallest idle time for which {@link #pingDue} holds. */
    public static long pingDueAfterIdleMs(int sessionTimeoutMs) {
        long half = readTimeoutMs(sessionTimeoutMs) / 2;
        // The formula subtracts an extra second once idle > 1 s, so the threshold has three regimes.
        long due = half <= 1000 ? half : half <= 2000 ? 1001 : half - 1000;
        return Math.min(due, MAX_IDLE_SEND_MS + 1);
    }

    /**
     * How long the connected-state timer may sleep before it must look again: until the read timeout
     * would run out or (with no ping in flight) until the next ping is due; at least 1 ms.
     */
    public static long nextCheckMs(int sessionTimeoutMs, long idleSendMs, long idleReceiveMs, boolean pingInFlight) {
        long delay = readTimeoutMs(sessionTimeoutMs) - idleReceiveMs;
        if (!pingInFlight) {
            delay = Math.min(delay, pingDueAfterIdleMs(sessionTimeoutMs) - idleSendMs);
        }
        return Math.max(1, delay);
    }

    /**
     * The send silence after which a ping is due when the ensemble's follower lag L must be allowed for
     * ({@link #followerAllowanceMs}): as without it, but often enough that the LOST deadline, which L moves
     * closer, stays at least two ping intervals after the last answered send: (T − 2m − L) / 3, at least
     * T/10. L = 0: {@link #pingDueAfterIdleMs(int)}.
     */
    public static long pingDueAfterIdleMs(int sessionTimeoutMs, long followerLagMs) {
        long base = pingDueAfterIdleMs(sessionTimeoutMs);
        if (followerLagMs <= 0) {
            return base;
        }
        long room = (sessionTimeoutMs - 2 * lostMarginMs(sessionTimeoutMs) - followerLagMs) / 3;
        return Math.min(base, Math.max(room, Math.max(1, sessionTimeoutMs / 10)));
    }

    public static boolean pingDue(int sessionTimeoutMs, long followerLagMs, long idleSendMs) {
        return followerLagMs <= 0 ? pingDue(sessionTimeoutMs, idleSendMs)
                : idleSendMs >= pingDueAfterIdleMs(sessionTimeoutMs, followerLagMs);
    }

    /** {@link #nextCheckMs(int, long, long, boolean)} with the ping interval of {@link #pingDueAfterIdleMs(int, long)}. */
    public static long nextCheckMs(int sessionTimeoutMs, long followerLagMs, long idleSendMs, long idleReceiveMs,
            boolean pingInFlight) {
        long delay = readTimeoutMs(sessionTimeoutMs) - idleReceiveMs;
        if (!pingInFlight) {
            delay = Math.min(delay, pingDueAfterIdleMs(sessionTimeoutMs, followerLagMs) - idleSendMs);
        }
        return Math.max(1, delay);
    }

    /**
     * How much earlier than "answered send + T" LOST must come because the server that answered may be a
     * follower cut off from its leader (docs/contributing/fault-tolerance.md, "The lost rule"). Such a follower answers
     * for up to L = syncLimit · tickTime + tickTime/2 beyond what the leader learnt, and the leader learnt
     * only of sends made before that, which with a ping interval H are at most H apart; a ping may go out a
     * margin late. So the allowance is L + H + m, capped so that the deadline stays two ping intervals
     * after an answered send (beyond that the rule cannot hold for this T: {@link #coversFollowerLag}).
     */
    public static long followerAllowanceMs(int sessionTimeoutMs, long followerLagMs) {
        if (followerLagMs <= 0) {
            return 0;
        }
        long ping = pingDueAfterIdleMs(sessionTimeoutMs, followerLagMs);
        long margin = lostMarginMs(sessionTimeoutMs);
        return Math.max(0, Math.min(followerLagMs + ping + margin, sessionTimeoutMs - margin - 2 * ping));
    }

    /** How long after the send time of an answered request LOST comes: T less the follower allowance and the margin. */
    public static long lostAfterAnsweredSendMs(int sessionTimeoutMs, long followerLagMs) {
        return sessionTimeoutMs - followerAllowanceMs(sessionTimeoutMs, followerLagMs) - lostMarginMs(sessionTimeoutMs);
    }

    /** Whether T leaves room for the whole follower allowance, i.e. the lost rule holds on a cut-off follower. */
    public static boolean coversFollowerLag(int sessionTimeoutMs, long followerLagMs) {
        long ping = pingDueAfterIdleMs(sessionTimeoutMs, followerLagMs);
        long margin = lostMarginMs(sessionTimeoutMs);
        return followerLagMs <= 0 || followerLagMs + ping + margin <= sessionTimeoutMs - margin - 2 * ping;
    }

    /**
     * When the session must be given up (ConnectionState.LOST), connected or not, in nanoTime: the send
     * time of the last request or ping a read-write server answered plus T, so it happens before the
     * server could have expired it; never later than 4/3 T after the last frame received; and a little
     * early ({@link #lostMarginMs}). The rule and its margin are explained in docs/contributing/fault-tolerance.md,
     * "The lost rule". With no follower lag to allow for.
     */
    public static long lostDeadlineNanos(long lastAckedSendNanos, long lastReceiveNanos, int sessionTimeoutMs) {
        return lostDeadlineNanos(lastAckedSendNanos, lastReceiveNanos, sessionTimeoutMs, 0);
    }

    /** {@link #lostDeadlineNanos(long, long, int)}, earlier by {@link #followerAllowanceMs} of the follower lag. */
    public static long lostDeadlineNanos(long lastAckedSendNanos, long lastReceiveNanos, int sessionTimeoutMs,
            long followerLagMs) {
        long byAck = lastAckedSendNanos
                + (sessionTimeoutMs - followerAllowanceMs(sessionTimeoutMs, followerLagMs)) * 1_000_000L;
        long byContact = lastReceiveNanos + expirationTimeoutMs(sessionTimeoutMs) * 1_000_000L;
        return (byAck - byContact < 0 ? byAck : byContact) - lostMarginMs(sessionTimeoutMs) * 1_000_000L;
    }

    /**
     * How much earlier than send + T LOST is raised: T/50, at least 50 ms, at most half a second. The
     * server never expires early (it touches the session when the request arrives, after we sent it, and
     * rounds the expiry up to its next tick), so the margin covers only our side: the two clocks' rate
     * difference (at most 0.1% of T for two clocks each within 500 ppm) and a late timer or busy event loop
     * (the rest: at least 50 ms).
     */
    public static long lostMarginMs(int sessionTimeoutMs) {
        return Math.min(Math.max(sessionTimeoutMs / 50, 50), 500);
    }
}
