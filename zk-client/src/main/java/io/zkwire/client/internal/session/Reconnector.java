package io.zkwire.client.internal.session;

import static io.zkwire.client.internal.session.SessionLoop.cancel;

import io.zkwire.client.internal.config.ClientConfig;
import io.zkwire.client.internal.config.HostAndPort;
import io.zkwire.client.internal.connection.Connection;
import io.zkwire.client.internal.connection.ConnectionEvents;
import io.zkwire.client.internal.connection.Connector;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The reconnect policy: which host comes next ({@link HostList}: shuffled once, then round robin), how
 * long to wait before trying it ({@link ReconnectBackoff}), how long one attempt may take (session timeout
 * / number of hosts, {@link SessionTimers#connectTimeoutMs}), and what the last attempt died of, for the
 * messages of requests that found no connection and for the {@link ConnectivityLog}. Event loop only.
 */
final class Reconnector {

    private final SessionLoop loop;
    private final Connector connector;
    private final Random random = new Random();
    private HostList hosts;
    private final ReconnectBackoff backoff;
    private final SessionIdentity identity;
    private final ConnectivityLog log;
    private ScheduledFuture<?> timer; // the backoff delay, then the attempt's handshake deadline
    private String lastFailure;
    private HostAndPort preferred;
    private boolean hurried; // the next attempt skips the backoff pause

    Reconnector(SessionLoop loop, ClientConfig config, SessionIdentity identity) {
        this.loop = loop;
        this.identity = identity;
        this.connector = new Connector(loop.eventLoop(), config.tls(), config.maxFrameBytes(),
                config.sasl());
        this.hosts = new HostList(config.hosts(), random);
        this.backoff = new ReconnectBackoff(random);
        this.log = new ConnectivityLog(hosts.order().toString(), ConnectivityLog.INTERVAL_MS, System::nanoTime);
    }

    /**
     * After the backoff delay, hands the next host (the one {@link #preferNext} named, if any) to
     * {@code attemptDue}, which decides whether to {@link #open} it.
     */
    void scheduleNext(Consumer<HostAndPort> attemptDue) {
        long delay = backoff.nextDelayMs(preferred == null && hosts.nextIsLastConnected());
        if (hurried) {
            hurried = false;
            delay = 0;
        }
        HostAndPort host = preferred != null ? hosts.pick(preferred) : hosts.next();
        preferred = null;
        timer = loop.schedule(() -> attemptDue.accept(host), delay, TimeUnit.MILLISECONDS);
    }

    /** The next attempt goes to {@code host} (a read-write server found, or a rebalance), after the usual jitter. */
    void preferNext(HostAndPort host) {
        preferred = host;
    }

    /** The next attempt comes without the backoff pause (the process is about to exit). */
    void hurry() {
        hurried = true;
    }

    /** Opens a connection to {@code host}, closed if its handshake is not answered in time. */
    Connection open(HostAndPort host, ConnectionEvents events) {
        long timeoutMs = SessionTimers.connectTimeoutMs(identity.timeoutMs(), hosts.size());
        Connection c = connector.connect(host, identity.nextRequest(), timeoutMs, events);
        timer = loop.schedule(() -> {
            if (!c.isHandshaken() && !c.isClosed()) {
                c.close("no answer to the handshake within " + timeoutMs
                        + " ms (connect timeout = session timeout / number of hosts)");
            }
        }, timeoutMs, TimeUnit.MILLISECONDS);
        return c;
    }

    /** The handshake on {@code c} succeeded: its host is where the next round starts. */
    void connected(Connection c) {
        timer = cancel(timer);
        lastFailure = null;
        hosts.markConnected();
        log.connected(c.host());
    }

    /** An attempt (or the connection it became) ended; remembers why, for {@link #noConnection}. */
    void failed(Connection c) {
        lastFailure = c.host() + ": " + c.reason();
        if (!c.isHandshaken()) {
            identity.unanswered(hosts.size());
            log.attemptFailed(lastFailure);
        }
    }

    /** Why the last attempt ended, null if none failed since the last connection. */
    String lastFailure() {
        return lastFailure;
    }

    /** The reason given to a request that waited connectionTimeoutMs for a connection in vain. */
    String noConnection(int connectionTimeoutMs) {
        return "no connection to any of " + hosts.order() + " within connectionTimeoutMs=" + connectionTimeoutMs
                + (lastFailure == null ? "" : "; last attempt: " + lastFailure);
    }

    /** Where a session connected to {@code current} moves when the list becomes {@code servers}; null: it stays. */
    HostAndPort rebalance(List<HostAndPort> servers, HostAndPort current) {
        return ServerListRebalance.moveTo(hosts.order(), servers, current, random);
    }

    /** Later attempts go to these servers, in a new random order. */
    void serversChanged(List<HostAndPort> servers) {
        hosts = new HostList(servers, random);
        preferred = null;
    }

    /** No attempt is pending any more (connection closed, or the client stops). */
    void stop() {
        timer = cancel(timer);
    }
}
