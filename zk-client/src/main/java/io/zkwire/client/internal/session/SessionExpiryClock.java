package io.zkwire.client.internal.session;

import static io.zkwire.client.internal.session.SessionLoop.cancel;

import io.zkwire.client.internal.connection.Connection;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The session-expiry clock: every decision the client takes from the session timeout T. While connected
 * it pings before the server could think the session idle and drops a connection on which nothing
 * arrived for the read timeout; while disconnected it gives the session up (LOST) before the server
 * could have expired it. The facts come from {@link Liveness} (when we last sent, received, and sent
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
        liveness.connected(System.nanoTime(), c.startNanos());
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
        if (check.ping()) {
            pipeline.ping(c, now);
        }
        checkTimer = loop.schedule(this::check, check.nextCheckMs(), TimeUnit.MILLISECONDS);
    }

    /** The connection of a live session was lost: arms the LOST deadline. */
    void disconnected() {
        if (!identity.hasSession()) {
            return;
        }
        long delay = Math.max(0, liveness.lostDeadlineNanos(identity.timeoutMs()) - System.nanoTime());
        lostTimer = loop.schedule(this::lostDeadlinePassed, delay, TimeUnit.NANOSECONDS);
    }

    private void lostDeadlinePassed() {
        lostTimer = null;
        if (identity.hasSession()) {
            onLost.accept("no server answered within the " + identity.timeoutMs() + " ms session timeout of the"
                    + " last acknowledged request, so the server has expired it or is about to");
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
