package io.zkwire.client.internal.session;

import io.zkwire.client.internal.common.WarningInterval;
import java.lang.System.Logger.Level;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * What the log says while the client cannot connect, so an operator sees it without being flooded: a
 * WARNING at the first failed attempt of an outage, naming the hosts and the error; then at most one
 * WARNING per interval, with the count of failed attempts; an INFO once a handshake succeeds again.
 * Event loop only.
 */
final class ConnectivityLog {

    /** At most one "still cannot connect" WARNING per this interval. */
    static final long INTERVAL_MS = 30_000;

    private static final System.Logger LOG = System.getLogger(ConnectivityLog.class.getName());

    private final String hosts;
    private final WarningInterval warnings;
    private final LongSupplier nanoClock;
    private int failures; // failed attempts since the last successful handshake (or the start)
    private long outageStartNanos;

    /** @param hosts the servers, as named in the messages */
    ConnectivityLog(String hosts, long intervalMs, LongSupplier nanoClock) {
        this.hosts = hosts;
        this.warnings = new WarningInterval(intervalMs, nanoClock);
        this.nanoClock = nanoClock;
    }

    /** An attempt to connect ended without a session; {@code error} says which host and why. */
    void attemptFailed(String error) {
        long now = nanoClock.getAsLong();
        if (failures++ == 0) {
            outageStartNanos = now;
        }
        if (!warnings.due()) {
            return;
        }
        if (failures == 1) {
            LOG.log(Level.WARNING, "cannot connect to ZooKeeper at " + hosts + ": " + error + "; retrying (logged"
                    + " again at most every " + warnings.seconds() + " s while it lasts)");
        } else {
            LOG.log(Level.WARNING, "still cannot connect to ZooKeeper at " + hosts + ": " + failures
                    + " failed attempts in " + secondsSince(now) + " s; last attempt: " + error);
        }
    }

    /** A handshake with {@code host} succeeded. */
    void connected(Object host) {
        if (failures > 0) {
            LOG.log(Level.INFO, "connected to ZooKeeper again (" + host + ") after " + failures + " failed attempts in "
                    + secondsSince(nanoClock.getAsLong()) + " s");
            failures = 0;
            warnings.reset();
        }
    }

    private long secondsSince(long now) {
        return TimeUnit.NANOSECONDS.toSeconds(now - outageStartNanos);
    }
}
