package io.zkwire.client.internal.session;

import io.zkwire.client.internal.config.FollowerLag;
import java.lang.System.Logger.Level;

/**
 * Tells the user, once per client, that the negotiated session timeout is too short for the follower lag
 * (set with {@code ensembleTiming}, or assumed for a connect string naming several servers): the lost rule
 * then cannot hold for a follower cut off from its leader with that lag (docs/contributing/fault-tolerance.md, "The lost
 * rule"). The warning says when the client gives the session up instead, the largest lag that still
 * covers, and the smallest timeout that would do. A user who traded the guarantee away
 * ({@code ignoreFollowerLag}) is told so once too. Event loop only.
 */
final class FollowerLagWarning {

    private static final System.Logger LOG = System.getLogger(FollowerLagWarning.class.getName());

    private FollowerLag lag;
    private boolean warned;

    FollowerLagWarning(FollowerLag lag) {
        this.lag = lag;
    }

    /** The server said what lag applies: judged against the negotiated timeout. */
    void negotiated(FollowerLag now, int timeoutMs) {
        lag = now;
        negotiated(timeoutMs);
    }

    /** A handshake settled the session timeout at {@code timeoutMs}. */
    void negotiated(int timeoutMs) {
        if (!warned && lag.source() == FollowerLag.Source.IGNORED) {
            warned = true;
            LOG.log(Level.WARNING, "ignoreFollowerLag() was called: the session is kept until its whole timeout"
                    + " passes without an answer, so on an ensemble a lock holder whose server is a follower cut off"
                    + " from its leader may learn of its loss only after the leader expired the session and granted"
                    + " the lock to another. Give the servers'' timing with ensembleTiming(tickTimeMs, syncLimit)"
                    + " instead if that matters");
        }
        if (warned || SessionTimers.coversFollowerLag(timeoutMs, lag.ms())) {
            return;
        }
        warned = true;
        String whose = lag.assumed()
                ? "the follower lag assumed for an ensemble (the server''s /zookeeper/config or the connect string"
                        + " names several servers and ensembleTiming was not called, so the client takes ZooKeeper''s sample timing, tickTime "
                        + FollowerLag.ASSUMED_TICK_TIME_MS + " ms and syncLimit " + FollowerLag.ASSUMED_SYNC_LIMIT
                        + ": a follower cut off from its leader may answer for {1} ms more than the leader knows)"
                : "the ensemble timing set with ensembleTiming (a follower cut off from its leader may answer for"
                        + " {1} ms more than the leader knows)";
        String remedy = lag.assumed()
                ? " Raise sessionTimeoutMs to at least {2} ms (and the servers'' maxSessionTimeout if they clamp it),"
                        + " or give the servers'' tickTime and syncLimit with ensembleTiming(tickTimeMs, syncLimit)."
                : " Raise sessionTimeoutMs to at least {2} ms (and the servers'' maxSessionTimeout if they clamp it).";
        long giveUpMs = SessionTimers.lostAfterAnsweredSendMs(timeoutMs, lag.ms());
        LOG.log(Level.WARNING, "the negotiated session timeout of {0} ms is too short for " + whose + ". The client"
                + " gives the session up {3} ms after sending the last request a server answered, which keeps"
                + " locks safe only on ensembles whose syncLimit × tickTime + tickTime / 2 is at most {4} ms;"
                + " beyond that, locks may report their loss only after the session expired." + remedy,
                timeoutMs, lag.ms(), minimumTimeoutFor(lag.ms()), giveUpMs, largestLagCoveredBy(timeoutMs));
    }

    /** The smallest session timeout that covers the lag, to within 1% (coverage only grows with T). */
    static int minimumTimeoutFor(long followerLagMs) {
        int t = (int) Math.min(Integer.MAX_VALUE, followerLagMs);
        while (t < Integer.MAX_VALUE / 2 && !SessionTimers.coversFollowerLag(t, followerLagMs)) {
            t += Math.max(1, t / 100);
        }
        return t;
    }

    /** The largest lag this session timeout covers (coverage only shrinks as the lag grows). */
    static long largestLagCoveredBy(int timeoutMs) {
        long covered = 0;
        long beyond = timeoutMs + 1L; // no lag of T or more is covered
        while (beyond - covered > 1) {
            long mid = (covered + beyond) >>> 1;
            if (SessionTimers.coversFollowerLag(timeoutMs, mid)) {
                covered = mid;
            } else {
                beyond = mid;
            }
        }
        return covered;
    }
}
