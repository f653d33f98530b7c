package io.zkwire.client.internal.session;

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
    private final long intervalNanos;
    private final LongSupplier nanoClock;
    private int failures; // failed attempts since the last successful handshake (or the start)
    private long outageStartNanos;
    private long lastWarningNanos;

    /** @param hosts the servers, as named in the messages */
    ConnectivityLog(String hosts, long intervalMs, LongSupplier nanoClock) {
        this.hosts = hosts;
        this.intervalNanos = TimeUnit.MILLISECONDS.toNanos(intervalMs);
        this.nanoClock = nanoClock;
    }

    /** An attempt to connect ended without a session; {@code error} says which host and why. */
    void attemptFailed(String error) {
        long now = nanoClock.getAsLong();
        if (failures++ == 0) {
            outageStartNanos = now;
            lastWarningNanos = now;
            LOG.log(Level.WARNING, "cannot connect to ZooKeeper at " + hosts + ": " + error + "; retrying (logged"
                    + " again at most every " + TimeUnit.NANOSECONDS.toSeconds(intervalNanos) + " s while it lasts)");
        } else if (now - lastWarningNanos >= intervalNanos) {
            lastWarningNanos = now;
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
        }
    }

    private long secondsSince(long now) {
        return TimeUnit.NANOSECONDS.toSeconds(now - outageStartNanos);
    }
}
