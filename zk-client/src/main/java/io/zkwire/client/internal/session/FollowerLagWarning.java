package io.zkwire.client.internal.session;

import java.lang.System.Logger.Level;

/**
 * Tells the user, once per client, that the negotiated session timeout is too short for the follower lag
 * set with {@code ensembleTiming}: the lost rule then cannot hold for a follower cut off from its leader
 * (docs/fault-tolerance.md, "The lost rule"), and the warning names the smallest timeout that would do.
 * Event loop only.
 */
final class FollowerLagWarning {

    private static final System.Logger LOG = System.getLogger(FollowerLagWarning.class.getName());

    private final long followerLagMs;
    private boolean warned;

    /** @param followerLagMs the ensemble's follower lag (0: none, and never a warning) */
    FollowerLagWarning(long followerLagMs) {
        this.followerLagMs = followerLagMs;
    }

    /** A handshake settled the session timeout at {@code timeoutMs}. */
    void negotiated(int timeoutMs) {
        if (warned || SessionTimers.coversFollowerLag(timeoutMs, followerLagMs)) {
            return;
        }
        warned = true;
        LOG.log(Level.WARNING, "the negotiated session timeout of {0} ms is too short for the ensemble timing set"
                + " with ensembleTiming (a follower cut off from its leader may answer for {1} ms more than the"
                + " leader knows): if that happens, locks may report their loss only after the session expired."
                + " Raise sessionTimeoutMs to at least {2} ms (and the servers'' maxSessionTimeout if they clamp"
                + " it)", timeoutMs, followerLagMs, minimumTimeoutFor(followerLagMs));
    }

    /** The smallest session timeout that covers the lag, to within 1% (coverage only grows with T). */
    static int minimumTimeoutFor(long followerLagMs) {
        int t = (int) Math.min(Integer.MAX_VALUE, followerLagMs);
        while (t < Integer.MAX_VALUE / 2 && !SessionTimers.coversFollowerLag(t, followerLagMs)) {
            t += Math.max(1, t / 100);
        }
        return t;
    }
}
