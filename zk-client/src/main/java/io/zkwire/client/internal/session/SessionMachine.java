package io.zkwire.client.internal.session;

import io.netty.buffer.ByteBuf;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClientSettings;
import io.zkwire.client.internal.config.ClientConfig;
import io.zkwire.client.internal.config.HostAndPort;
import io.zkwire.client.internal.observe.ClientObserver;
import io.zkwire.client.internal.connection.Connection;
import io.zkwire.client.internal.connection.ConnectionEvents;
import io.zkwire.client.internal.connection.ServerModeQuery;
import io.zkwire.client.internal.watch.EventDispatcher;
import io.zkwire.client.internal.watch.WatchEvents;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.records.ConnectResponse;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The session state machine: phases NEW → CONNECTING ⇄ CONNECTED → CLOSING → CLOSED (or AUTH_FAILED),
 * and what each transition does to the connection, the requests, the watches and the listeners. It
 * connects host after host ({@link Reconnector}), tells the {@link RequestPipeline} where requests go,
 * gives the session up when the {@link SessionExpiryClock} says the server may have expired it, and starts
 * a fresh session after an expiry. Event loop only.
 */
final class SessionMachine implements ConnectionEvents {

    private static final System.Logger LOG = System.getLogger(SessionMachine.class.getName());
    static final String AUTH_FAILED_TEXT = "the server rejected the credentials (AUTHFAILED) and closed the"
            + " connection; this client cannot be used any more: fix the credentials and build a new one";

    private enum Phase { NEW, CONNECTING, CONNECTED, CLOSING, CLOSED, AUTH_FAILED }

    private final SessionLoop loop;
    private final StateNotifier notifier;
    private final SessionIdentity identity;
    private final WatchEvents watches;
    private final Reconnector reconnect;
    private final RequestPipeline pipeline;
    private final ReplyMatcher replies;
    private final SessionExpiryClock clock;
    private final ReadWriteProbe readWriteProbe;
    private final CompletableFuture<Void> closeDone = new CompletableFuture<>();

    private final FollowerLagWarning lagWarning;
    private final ServerMembership membership;
    private Phase phase = Phase.NEW;
    private Connection current;
    private String authFailure = AUTH_FAILED_TEXT;
    private boolean refusalUnseen; // the server refused the client's own request: the next caller hears that code

    SessionMachine(ClientConfig config, SessionLoop loop, EventDispatcher dispatcher,
            Consumer<ConnectionState> stateListeners, ConnectionGate gate) {
        this.loop = loop;
        ZkClientSettings settings = config.settings();
        ClientObserver observer = new ClientObserver(settings.metricsListener(), dispatcher.errors());
        this.notifier = new StateNotifier(dispatcher, stateListeners, gate, observer);
        this.identity = new SessionIdentity(settings.sessionTimeoutMs(), settings.canBeReadOnly(),
                settings.rejoinSessionId(), settings.rejoinSessionPassword());
        this.watches = new WatchEvents(config.chroot().connectChroot(), dispatcher);
        this.reconnect = new Reconnector(loop, config, identity);
        this.lagWarning = new FollowerLagWarning(config.followerLag());
        Liveness liveness = new Liveness(config.followerLag().ms());
        this.membership = new ServerMembership(config.followerLag(), liveness, lagWarning);
        RequestDepot depot = new RequestDepot();
        WaitingRoom waiting = new WaitingRoom(loop.eventLoop(), settings.connectionTimeoutMs(), call -> call.fail(
                Failures.noConnection(call.path(), reconnect.noConnection(settings.connectionTimeoutMs()))));
        this.pipeline = new RequestPipeline(settings.maxBufferBytes(), liveness, watches, identity, waiting,
                new Credentials(config.authorization()), depot, observer,
                new RequestTimeouts(loop.eventLoop(), config.requestTimeoutMs()));
        this.replies = new ReplyMatcher(depot, liveness, watches, identity, this::authFailed,
                () -> refusalUnseen = true);
        this.clock = new SessionExpiryClock(loop, identity, liveness, pipeline, this::lostDeadlinePassed);
        this.readWriteProbe = new ReadWriteProbe(loop, new ServerModeQuery(loop.eventLoop(), config.tls()),
                config.hosts(), this::readWriteFound);
    }

    /** Any thread: the session as of its last change. */
    SessionIdentity.View view() {
        return identity.view();
    }

    RequestPipeline pipeline() {
        return pipeline;
    }

    CompletableFuture<Void> closeDone() {
        return closeDone;
    }

    void start() {
        if (phase == Phase.NEW) {
            phase = Phase.CONNECTING;
            reconnect.scheduleNext(this::attemptDue);
        }
    }

    // ---------------------------------------------------------------- connecting

    private void attemptDue(HostAndPort host) {
        if (phase == Phase.CONNECTING && current == null) {
            current = reconnect.open(host, this);
        }
    }

    @Override
    public void onHandshake(Connection c, ConnectResponse response) {
        if (c != current || phase != Phase.CONNECTING) {
            c.close("handshake no longer wanted");
            return;
        }
        reconnect.stop();
        boolean rejoin = identity.isRejoining();
        SessionIdentity.Outcome outcome = identity.accept(response);
        if (outcome == SessionIdentity.Outcome.EXPIRED) {
            expire("the server " + c.host() + " reports it expired (ConnectResponse timeOut " + response.timeOut()
                    + ", session 0x" + Long.toHexString(response.sessionId()) + ")" + (rejoin ? "; the session"
                    + " given to rejoinSession(...) cannot be rejoined: its password is wrong or it has ended" : ""));
            c.close("session expired");
            return;
        }
        phase = Phase.CONNECTED;
        reconnect.connected(c);
        clock.connected(c);
        LOG.log(Level.INFO, "session {0} {1} on {2}, timeout {3} ms{4}", identity.hexId(),
                outcome == SessionIdentity.Outcome.RESUMED ? "resumed" : "established", c.host(),
                identity.timeoutMs(), response.readOnly() ? ", read-only" : "");
        Call<?> askServer = membership.query(identity::timeoutMs);
        if (askServer == null) {
            lagWarning.negotiated(identity.timeoutMs());
        }
        notifier.connected(response.readOnly(), watches.table().all());
        pipeline.replay(c, askServer);
        pipeline.sendTo(c);
        if (response.readOnly()) {
            readWriteProbe.start(c.host(), identity.timeoutMs());
        }
        clock.startChecks(c); // last: it may give the connection up at once, which stops the probe too
    }

    /**
     * A read-write server answered while the session sits on a read-only one: the session moves there (the
     * quorum resumes it if it still knows it, else a new one starts), as Apache's client moves: listeners
     * hear SUSPENDED, then RECONNECTED (CONNECTED if no read-write server had accepted the client before).
     */
    private void readWriteFound(HostAndPort host) {
        if (phase == Phase.CONNECTED && identity.onReadOnlyServer() && current != null) {
            reconnect.preferNext(host);
            current.close("leaving the read-only server for " + host + ", which serves read-write");
        }
    }

    /** Drops the connection, if there is one, and tries the next server without the usual pause. */
    void leaveConnection(String why) {
        if (phase == Phase.CONNECTED && current != null) {
            reconnect.hurry();
            current.close(why);
        }
    }

    /**
     * Later connection attempts, and looks for a read-write server, go to these servers; a connected session
     * may move at once to one of them ({@link ServerListRebalance}), so that load spreads over the new list.
     */
    void serversChanged(List<HostAndPort> servers) {
        HostAndPort target = phase == Phase.CONNECTED && current != null
                ? reconnect.rebalance(servers, current.host()) : null;
        reconnect.serversChanged(servers);
        readWriteProbe.serversChanged(servers);
        LOG.log(Level.INFO, "servers for later connections: {0}", servers);
        if (target != null) {
            reconnect.preferNext(target);
            current.close("moving to " + target + " to spread the sessions over the new server list");
        }
    }

    @Override
    public void onFrame(Connection c, ByteBuf frame) {
        if (c == current && (phase == Phase.CONNECTED || phase == Phase.CLOSING)) {
            replies.onFrame(c, frame);
        }
    }

    // ---------------------------------------------------------------- losing the connection or the session

    @Override
    public void onClosed(Connection c) {
        if (c != current) {
            return;
        }
        current = null;
        reconnect.stop();
        clock.stopChecks();
        readWriteProbe.stop();
        if (c.isAuthFailed() && phase == Phase.CONNECTING) {
            authFailed(c.reason() + "; this client will not reconnect: fix the SASL settings and build a new one");
            return;
        }
        boolean wasConnected = phase == Phase.CONNECTED;
        if (wasConnected) {
            phase = Phase.CONNECTING;
            pipeline.park();
        }
        pipeline.failSent(path -> phase == Phase.CONNECTING
                ? Failures.connectionLoss(path, "connection to " + c.host() + " lost: " + c.reason())
                : terminalFailure(path));
        switch (phase) {
            case CONNECTING -> {
                if (wasConnected) {
                    LOG.log(Level.INFO, "connection to {0} lost ({1}); reconnecting", c.host(), c.reason());
                    notifier.suspended(watches.table().all());
                    clock.disconnected();
                } else {
                    LOG.log(Level.DEBUG, "connecting to {0} failed: {1}", c.host(), c.reason());
                }
                reconnect.failed(c);
                if (c.isMisconfigured()) {
                    pipeline.failParked(path -> Failures.connectionLoss(path, reconnect.lastFailure()));
                }
                reconnect.scheduleNext(this::attemptDue);
            }
            case CLOSING -> finishClose();
            default -> {
                // CLOSED or AUTH_FAILED: nothing follows.
            }
        }
    }

    private void lostDeadlinePassed(String reason) {
        if (phase == Phase.CONNECTED) {
            abandonConnection(reason);
            return;
        }
        if (phase != Phase.CONNECTING) {
            return;
        }
        expire(reason);
        if (current != null) {
            current.close("abandoning the attempt to resume the lost session");
        }
    }

    /**
     * LOST while connected (the connection delivers, but our requests go unanswered, or only a read-only
     * server answers): listeners hear SUSPENDED then LOST at once, and the connection is dropped, so that
     * the next one starts a fresh session instead of using one the quorum may have expired.
     */
    private void abandonConnection(String reason) {
        Connection c = current;
        current = null;
        clock.stopChecks();
        readWriteProbe.stop();
        phase = Phase.CONNECTING;
        pipeline.park();
        LOG.log(Level.INFO, "giving up the connection to {0}: {1}", c.host(), reason);
        notifier.suspended(watches.table().all());
        expire(reason);
        c.close("session given up: " + reason);
        reconnect.scheduleNext(this::attemptDue);
    }

    /** The session is gone: pending work fails, watchers hear Expired, listeners LOST; a fresh one follows. */
    private void expire(String reason) {
        LOG.log(Level.WARNING, "session {0} expired: {1}; a new session will be created", identity.hexId(), reason);
        clock.cancelLostDeadline();
        identity.forget();
        pipeline.failParked(path -> Failures.sessionExpired(path, reason));
        pipeline.failSent(path -> Failures.sessionExpired(path, reason));
        notifier.lost(KeeperState.Expired, watches.table().clear());
    }

    /** Credentials refused: {@code why} is logged once and becomes the message of every failed request. */
    private void authFailed(String why) {
        authFailure = why;
        LOG.log(Level.ERROR, why);
        phase = Phase.AUTH_FAILED;
        pipeline.refuse(this::terminalFailure);
        stopTimers();
        pipeline.failParked(this::terminalFailure);
        notifier.lost(KeeperState.AuthFailed, watches.table().clear());
        if (current != null) {
            current.close("authentication failed");
        }
    }

    /** Why a call cannot run in a closing, closed or auth-failed client. */
    private Throwable terminalFailure(String path) {
        if (phase != Phase.AUTH_FAILED) {
            return Failures.closed();
        }
        Code code = refusalUnseen ? Code.SESSIONCLOSEDREQUIRESASLAUTH : Code.AUTHFAILED;
        refusalUnseen = false;
        return Failures.keeper(code, path, authFailure);
    }

    // ---------------------------------------------------------------- closing

    /** closeSession if connected (waiting up to {@code waitMs} for its reply), then CLOSED. */
    void beginClose(long waitMs) {
        if (phase == Phase.CLOSING || phase == Phase.CLOSED) {
            return;
        }
        pipeline.drain();
        if (phase != Phase.CONNECTED) {
            finishClose();
            return;
        }
        phase = Phase.CLOSING;
        pipeline.refuse(this::terminalFailure);
        clock.stopChecks();
        Call<Void> bye = new Call<>(OpCode.CLOSE_SESSION, null, null, ReplyReader.none());
        bye.future().whenComplete((v, e) -> finishClose());
        pipeline.write(current, bye);
        current.flush();
        loop.schedule(this::finishClose, waitMs, TimeUnit.MILLISECONDS);
    }

    private void finishClose() {
        if (phase == Phase.CLOSED) {
            return;
        }
        phase = Phase.CLOSED;
        pipeline.refuse(this::terminalFailure);
        stopTimers();
        Connection c = current;
        current = null;
        pipeline.failSent(path -> Failures.closed());
        if (c != null) {
            c.close("client closed");
        }
        pipeline.failParked(path -> Failures.closed());
        pipeline.drain();
        LOG.log(Level.DEBUG, "client closed (session {0})", identity.hexId());
        notifier.closed(watches.table().clear());
        closeDone.complete(null);
    }

    private void stopTimers() {
        reconnect.stop();
        clock.stop();
        readWriteProbe.stop();
    }
}
