package io.zkwire.client.internal.session;

import static io.zkwire.client.internal.session.SessionLoop.cancel;

import io.zkwire.client.internal.connection.Connection;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The session-expiry clock: every decision the client takes from the session timeout T. While connected
 * it pings before the server could think the session idle and drops a connection on which nothing
 * arrived for the read timeout; connected or not, it gives the session up (LOST) before the server could
 * have expired it: at {@link SessionTimers#lostDeadlineNanos}, which only answers of a read-write server
 * move (docs/contributing/fault-tolerance.md, "The lost rule"). Incoming notifications keep the connection open but
 * never postpone LOST: a link that delivers to us while our requests do not arrive is a dead session. The facts come from {@link Liveness} (when we last sent, received, and sent
 * something the server answered), the arithmetic from {@link SessionTimers}, T from the
 * {@link SessionIdentity} (the negotiated timeout, or the requested one before the first handshake).
 * Event loop only.
 */
final class SessionExpiryClock {

    private final SessionLoop loop;
    private final SessionIdentity identity;
    private final Liveness liveness;
    private final RequestPipeline pipeline;
    private final Consumer<String> onLost;
    private Connection checked; // the connection the connected-state checks watch, null when none
    private ScheduledFuture<?> checkTimer;
    private ScheduledFuture<?> lostTimer;

    /** @param onLost told (with the reason) when the LOST deadline passes while there is still a session */
    SessionExpiryClock(SessionLoop loop, SessionIdentity identity, Liveness liveness, RequestPipeline pipeline,
            Consumer<String> onLost) {
        this.loop = loop;
        this.identity = identity;
        this.liveness = liveness;
        this.pipeline = pipeline;
        this.onLost = onLost;
    }

    /** A handshake completed on {@code c}: the server has answered everything sent before the attempt began. */
    void connected(Connection c) {
        liveness.connected(System.nanoTime(), c.startNanos(), !identity.onReadOnlyServer());
        lostTimer = cancel(lostTimer);
    }

    /** Starts the connected-state checks (ping, read timeout) on {@code c}. */
    void startChecks(Connection c) {
        checked = c;
        check();
    }

    /** Stops the connected-state checks (the connection ended, or the client is closing). */
    void stopChecks() {
        checked = null;
        checkTimer = cancel(checkTimer);
    }

    private void check() {
        Connection c = checked;
        if (c == null) {
            return;
        }
        long now = System.nanoTime();
        int t = identity.timeoutMs();
        Liveness.Check check = liveness.check(now, t, pipeline.pingInFlight());
        if (check.readTimedOut()) {
            c.close("nothing received for " + check.idleReceiveMs() + " ms (read timeout "
                    + SessionTimers.readTimeoutMs(t) + " ms = 2/3 of the " + t + " ms session timeout)");
            return;
        }
        long lostInNanos = liveness.lostDeadlineNanos(t) - now;
        if (identity.knownToQuorum() && lostInNanos <= 0) {
            stopChecks();
            onLost.accept("connected to " + c.host() + (identity.onReadOnlyServer() ? " (read-only)" : "")
                    + ", but no read-write server answered a request sent in the last "
                    + liveness.lostAfterAnsweredSend(t) + ", so the quorum may have expired the session");
            return;
        }
        if (check.ping()) {
            pipeline.ping(c, now);
        }
        long next = check.nextCheckMs();
        if (identity.knownToQuorum()) {
            next = Math.min(next, Math.max(1, TimeUnit.NANOSECONDS.toMillis(lostInNanos + 999_999)));
        }
        checkTimer = loop.schedule(this::check, next, TimeUnit.MILLISECONDS);
    }

    /** The connection of a live session was lost: arms the LOST deadline. */
    void disconnected() {
        if (!identity.knownToQuorum()) {
            return;
        }
        long delay = Math.max(0, liveness.lostDeadlineNanos(identity.timeoutMs()) - System.nanoTime());
        lostTimer = loop.schedule(this::lostDeadlinePassed, delay, TimeUnit.NANOSECONDS);
    }

    private void lostDeadlinePassed() {
        lostTimer = null;
        if (identity.hasSession()) {
            onLost.accept("no server answered a request sent in the last "
                    + liveness.lostAfterAnsweredSend(identity.timeoutMs()) + ", so the quorum may have expired it");
        }
    }

    /** The session is gone (expired, or the client stops): no LOST deadline any more. */
    void cancelLostDeadline() {
        lostTimer = cancel(lostTimer);
    }

    void stop() {
        stopChecks();
        cancelLostDeadline();
    }
}
