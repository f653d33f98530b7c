package io.zkwire.client.internal;

import io.netty.buffer.ByteBuf;
import io.netty.channel.EventLoop;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.Watcher;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.Xids;
import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.ConnectResponse;
import io.zkwire.protocol.records.ReplyHeader;
import io.zkwire.protocol.records.WatcherEvent;
import java.lang.System.Logger.Level;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One client's session state machine (docs/protocol.md §2, §3, §6): connects host after host, keeps the
 * session alive with pings, pipelines requests and matches their replies in order, re-sends auth and
 * watches after every reconnect, gives the session up before the server could have expired it, and
 * starts a fresh one after an expiry.
 *
 * <p>Everything but the thread-safe entry points runs on one Netty event loop, so the state needs no
 * locks. Results complete internal futures on that loop; user code never runs there.
 */
public final class ZkSession implements ConnectionEvents {

    private static final System.Logger LOG = System.getLogger(ZkSession.class.getName());
    private static final String AUTH_FAILED_TEXT = "the server rejected the credentials (AUTHFAILED) and closed the"
            + " connection; this client cannot be used any more: fix the credentials and build a new one";

    private enum Phase { NEW, CONNECTING, CONNECTED, CLOSING, CLOSED, AUTH_FAILED }

    private final ClientConfig config;
    private final EventLoop loop;
    private final Connector connector;
    private final EventDispatcher dispatcher;
    private final StateNotifier notifier;
    private final ConnectionGate gate = new ConnectionGate();
    private final HostList hosts;
    private final ReconnectBackoff backoff;
    private final SessionIdentity identity;
    private final Liveness liveness = new Liveness();
    private final Credentials credentials;
    private final WatchEvents watches;
    private final XidGenerator xids = new XidGenerator();
    private final RequestDepot depot = new RequestDepot();
    private final WaitingRoom waiting;
    private final Outbox outbox = new Outbox();
    private final CompletableFuture<Void> closeDone = new CompletableFuture<>();

    // Written on the event loop (or once by the API), read by any thread.
    private volatile boolean started;
    private volatile boolean closeRequested;
    private volatile long sessionIdView;
    private volatile byte[] passwordView = new byte[ConnectRequest.PASSWORD_LENGTH];
    private volatile int timeoutView;

    // Event loop only.
    private Phase phase = Phase.NEW;
    private Connection current;
    private String lastAttemptFailure;
    private ScheduledFuture<?> attemptTimer;
    private ScheduledFuture<?> connectedTimer;
    private ScheduledFuture<?> lostTimer;

    /** @param stateListeners told of each ConnectionState change, on the event thread */
    public ZkSession(ClientConfig config, EventLoop loop, EventDispatcher dispatcher,
            Consumer<ConnectionState> stateListeners) {
        this.config = config;
        this.loop = loop;
        this.dispatcher = dispatcher;
        this.connector = new Connector(loop, config.sslContext(), config.maxFrameBytes());
        this.notifier = new StateNotifier(dispatcher, stateListeners, gate);
        Random random = new Random();
        this.hosts = new HostList(config.hosts(), random);
        this.backoff = new ReconnectBackoff(random);
        this.identity = new SessionIdentity(config.sessionTimeoutMs(), config.canBeReadOnly());
        this.credentials = new Credentials(config.authorization());
        this.watches = new WatchEvents(config.chroot(), dispatcher);
        this.waiting = new WaitingRoom(loop, config.connectionTimeoutMs(), call -> call.fail(Failures.connectionLoss(
                call.path(), "no connection to any of " + hosts.order() + " within connectionTimeoutMs="
                        + config.connectionTimeoutMs()
                        + (lastAttemptFailure == null ? "" : "; last attempt: " + lastAttemptFailure))));
        this.timeoutView = config.sessionTimeoutMs();
    }

    // ---------------------------------------------------------------- thread-safe entry points

    public void start() {
        if (closeRequested) {
            throw Failures.closed();
        }
        started = true;
        execute(() -> {
            if (phase == Phase.NEW) {
                phase = Phase.CONNECTING;
                connectNext();
            }
        });
    }

    /** Sends {@code call} now if connected, else when a connection is up (within connectionTimeoutMs). */
    public <T> CompletableFuture<T> submit(Call<T> call) {
        if (closeRequested) {
            call.fail(Failures.closed());
        } else if (!started) {
            call.fail(Failures.notStarted());
        } else {
            if (outbox.offer(call)) {
                execute(this::drainOutbox);
            }
        }
        return call.future();
    }

    /** Remembers a credential for every future handshake and sends it now if connected. */
    public CompletableFuture<Void> addAuth(String scheme, byte[] auth) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        execute(() -> {
            if (isTerminal()) {
                done.completeExceptionally(terminalFailure(null));
                return;
            }
            Credentials.Pending now = credentials.add(scheme, auth, done, phase == Phase.CONNECTED);
            if (now != null) {
                writeAuth(now);
                current.flush();
            }
        });
        return done;
    }

    /**
     * Removes watchers of {@code type} on {@code clientPath} ({@code watcher} null: all of them) and
     * tells each removed watcher; NoWatcherException if none is registered. With a {@code serverCall}
     * (checkWatches or removeWatches) the server is asked first and the local removal follows its OK.
     */
    public CompletableFuture<Void> removeWatches(String clientPath, Watcher watcher, WatcherType type,
            Call<Void> serverCall) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        execute(() -> {
            if (!watches.has(clientPath, watcher, type)) {
                done.completeExceptionally(Failures.keeper(Code.NOWATCHER, clientPath,
                        "no " + type + " watcher registered on " + clientPath));
            } else if (serverCall == null) {
                watches.remove(clientPath, watcher, type);
                done.complete(null);
            } else {
                serverCall.future().whenComplete((v, e) -> {
                    if (e != null) {
                        done.completeExceptionally(e);
                    } else {
                        watches.remove(clientPath, watcher, type);
                        done.complete(null);
                    }
                });
                route(serverCall);
                flushIfConnected();
            }
        });
        return done;
    }

    /** Starts closing: closeSession if connected (waiting up to {@code waitMs} for its reply), then Closed. */
    public CompletableFuture<Void> close(long waitMs) {
        closeRequested = true;
        try {
            loop.execute(() -> beginClose(waitMs));
        } catch (RejectedExecutionException e) {
            closeDone.complete(null);
        }
        return closeDone;
    }

    public boolean isStarted() {
        return started;
    }

    public boolean isCloseRequested() {
        return closeRequested;
    }

    public boolean isConnected() {
        return gate.isOpen();
    }

    public boolean awaitConnected(long time, TimeUnit unit) throws InterruptedException {
        return gate.await(time, unit);
    }

    public long sessionId() {
        return sessionIdView;
    }

    public int negotiatedTimeoutMs() {
        return timeoutView;
    }

    public byte[] sessionPassword() {
        return passwordView.clone();
    }

    public EventDispatcher dispatcher() {
        return dispatcher;
    }

    // ---------------------------------------------------------------- sending

    private void drainOutbox() {
        outbox.drain(this::route);
        flushIfConnected();
    }

    /** Writes a call if connected, parks it if a connection may come, fails it otherwise. */
    private void route(Call<?> call) {
        switch (phase) {
            case CONNECTED -> write(call);
            case NEW, CONNECTING -> waiting.add(call);
            default -> call.fail(terminalFailure(call.path()));
        }
    }

    /** Encodes with the next xid (so xids rise in wire order) and queues the frame; no flush. */
    private void write(Call<?> call) {
        call.xid = xids.next();
        ByteBuf frame;
        try {
            frame = Wire.requestFrame(current.alloc(), call.xid, call.op(), call.request());
        } catch (RuntimeException e) {
            call.fail(e);
            return;
        }
        // A server reads no request frame over its jute.maxbuffer: it drops the connection instead ("Len
        // error"), and a retry would drop it again. Refuse such a request here, where it costs nothing.
        int payload = frame.readableBytes() - Wire.LENGTH_BYTES;
        if (payload > config.maxBufferBytes()) {
            frame.release();
            call.fail(Failures.tooLarge(call, payload, config.maxBufferBytes()));
            return;
        }
        long now = System.nanoTime();
        call.sentNanos = now;
        liveness.sent(now);
        depot.sent(call);
        current.write(frame);
    }

    private void writeAuth(Credentials.Pending auth) {
        current.write(Wire.requestFrame(current.alloc(), Xids.AUTH, OpCode.AUTH, auth.packet()));
        depot.authSent(auth.waiter());
        liveness.sent(System.nanoTime());
    }

    private void flushIfConnected() {
        if ((phase == Phase.CONNECTED || phase == Phase.CLOSING) && current != null) {
            current.flush();
        }
    }

    // ---------------------------------------------------------------- connecting

    private void connectNext() {
        long delay = backoff.nextDelayMs(hosts.nextIsLastConnected());
        HostAndPort host = hosts.next();
        attemptTimer = loop.schedule(() -> attempt(host), delay, TimeUnit.MILLISECONDS);
    }

    private void attempt(HostAndPort host) {
        if (phase != Phase.CONNECTING || current != null) {
            return;
        }
        long timeoutMs = SessionTimers.connectTimeoutMs(identity.timeoutMs(), hosts.size());
        Connection c = connector.connect(host, identity.nextRequest(), timeoutMs, this);
        current = c;
        attemptTimer = loop.schedule(() -> {
            if (current == c && !c.isHandshaken()) {
                c.close("no answer to the handshake within " + timeoutMs
                        + " ms (connect timeout = session timeout / number of hosts)");
            }
        }, timeoutMs, TimeUnit.MILLISECONDS);
    }

    @Override
    public void onHandshake(Connection c, ConnectResponse response) {
        if (c != current || phase != Phase.CONNECTING) {
            c.close("handshake no longer wanted");
            return;
        }
        attemptTimer = cancel(attemptTimer);
        SessionIdentity.Outcome outcome = identity.accept(response);
        if (outcome == SessionIdentity.Outcome.EXPIRED) {
            expire("the server " + c.host() + " reports it expired (ConnectResponse timeOut " + response.timeOut()
                    + ", session 0x" + Long.toHexString(response.sessionId()) + ")");
            c.close("session expired");
            return;
        }
        phase = Phase.CONNECTED;
        lastAttemptFailure = null;
        hosts.markConnected();
        liveness.connected(System.nanoTime(), c.startNanos());
        lostTimer = cancel(lostTimer);
        publishViews();
        LOG.log(Level.INFO, "session {0} {1} on {2}, timeout {3} ms{4}", identity.hexId(),
                outcome == SessionIdentity.Outcome.RESUMED ? "resumed" : "established", c.host(),
                identity.timeoutMs(), response.readOnly() ? ", read-only" : "");
        notifier.connected(response.readOnly(), watches.table().all());
        replayAfterHandshake();
        connectedCheck();
    }

    /** Auth packets, then watch re-registration, then the requests that waited (docs/protocol.md §2.7). */
    private void replayAfterHandshake() {
        credentials.replay().forEach(this::writeAuth);
        for (WatchBatch batch : watches.batches()) {
            Call<Void> call = new Call<>(batch.opCode(), batch.toRequest(identity.lastZxid()), null, ReplyReader.none());
            call.future().whenComplete((v, e) -> {
                if (e != null && !TreeOperations.is(e, Code.CONNECTIONLOSS)) {
                    LOG.log(Level.WARNING, "re-registering watches failed; some watches may never fire", e);
                }
            });
            write(call);
        }
        waiting.takeAll().forEach(this::write);
        current.flush();
    }

    // ---------------------------------------------------------------- receiving

    @Override
    public void onFrame(Connection c, ByteBuf frame) {
        if (c != current || (phase != Phase.CONNECTED && phase != Phase.CLOSING)) {
            return;
        }
        liveness.received(System.nanoTime());
        Call<?> taken = null;
        try {
            ReplyHeader header = ReplyHeader.decode(frame);
            switch (header.xid()) {
                case Xids.NOTIFICATION -> watches.onNotification(WatcherEvent.decode(frame));
                case Xids.PING -> liveness.acknowledged(depot.pingAnswered());
                case Xids.AUTH -> onAuthReply(header.err());
                default -> {
                    taken = takeReplied(header, c);
                    onReply(taken, header, frame, c);
                }
            }
        } catch (ProtocolException e) {
            LOG.log(Level.ERROR, "protocol error from {0}: {1}; dropping the connection (the session is resumed"
                    + " on the next one)", c.host(), e.getMessage());
            if (taken != null) {
                taken.fail(Failures.connectionLoss(taken.path(), "bad reply from " + c.host() + ": " + e.getMessage()));
            }
            c.close("protocol error: " + e.getMessage());
        }
    }

    /** The request a reply answers: the oldest pending, or (UNIMPLEMENTED only) the one named by its xid. */
    private Call<?> takeReplied(ReplyHeader header, Connection c) {
        if (header.err() == Code.UNIMPLEMENTED.intValue() && !depot.isEmpty() && depot.peekXid() != header.xid()) {
            Call<?> call = depot.removeOutOfOrder(header.xid());
            if (call != null) {
                // The server closes the connection next; the requests before this one fail with it.
                c.failed("the server does not implement " + call.op() + " and closed the connection");
                return call;
            }
        }
        return depot.take(header.xid());
    }

    private void onReply(Call<?> call, ReplyHeader header, ByteBuf body, Connection c) {
        liveness.acknowledged(call.sentNanos);
        identity.sawZxid(header.zxid());
        if (header.err() == Code.UNIMPLEMENTED.intValue()) {
            call.fail(Failures.unimplemented(call, c.host()));
        } else {
            call.complete(header.err(), body, watches.table());
        }
    }

    private void onAuthReply(int err) {
        CompletableFuture<Void> waiter = depot.authAnswered();
        if (err == 0) {
            waiter.complete(null);
        } else if (err == Code.AUTHFAILED.intValue()) {
            waiter.completeExceptionally(Failures.keeper(Code.AUTHFAILED, null, AUTH_FAILED_TEXT));
            authFailed();
        } else {
            waiter.completeExceptionally(KeeperException.create(err, null));
        }
    }

    // ---------------------------------------------------------------- timers while connected

    private void connectedCheck() {
        if (phase != Phase.CONNECTED) {
            return;
        }
        long now = System.nanoTime();
        int t = identity.timeoutMs();
        Liveness.Check check = liveness.check(now, t, depot.pingInFlight());
        if (check.readTimedOut()) {
            current.close("nothing received for " + check.idleReceiveMs() + " ms (read timeout "
                    + SessionTimers.readTimeoutMs(t) + " ms = 2/3 of the " + t + " ms session timeout)");
            return;
        }
        if (check.ping()) {
            current.write(Wire.requestFrame(current.alloc(), Xids.PING, OpCode.PING, null));
            current.flush();
            depot.pingSent(now);
            liveness.sent(now);
        }
        connectedTimer = loop.schedule(this::connectedCheck, check.nextCheckMs(), TimeUnit.MILLISECONDS);
    }

    // ---------------------------------------------------------------- losing the connection or the session

    @Override
    public void onClosed(Connection c) {
        if (c != current) {
            return;
        }
        current = null;
        attemptTimer = cancel(attemptTimer);
        connectedTimer = cancel(connectedTimer);
        boolean wasConnected = phase == Phase.CONNECTED;
        if (wasConnected) {
            phase = Phase.CONNECTING;
        }
        failDrained(path -> phase == Phase.CONNECTING
                ? Failures.connectionLoss(path, "connection to " + c.host() + " lost: " + c.reason())
                : terminalFailure(path));
        switch (phase) {
            case CONNECTING -> {
                if (wasConnected) {
                    LOG.log(Level.INFO, "connection to {0} lost ({1}); reconnecting", c.host(), c.reason());
                    notifier.suspended(watches.table().all());
                    armLostTimer();
                } else {
                    LOG.log(Level.DEBUG, "connecting to {0} failed: {1}", c.host(), c.reason());
                }
                lastAttemptFailure = c.host() + ": " + c.reason();
                if (c.isMisconfigured()) {
                    failWaiting(path -> Failures.connectionLoss(path, lastAttemptFailure));
                }
                connectNext();
            }
            case CLOSING -> finishClose();
            default -> {
                // CLOSED or AUTH_FAILED: nothing follows.
            }
        }
    }

    private void armLostTimer() {
        if (!identity.hasSession()) {
            return;
        }
        long delay = Math.max(0, liveness.lostDeadlineNanos(identity.timeoutMs()) - System.nanoTime());
        lostTimer = loop.schedule(this::lostDeadlinePassed, delay, TimeUnit.NANOSECONDS);
    }

    private void lostDeadlinePassed() {
        lostTimer = null;
        if (phase != Phase.CONNECTING || !identity.hasSession()) {
            return;
        }
        expire("no server answered within the " + identity.timeoutMs() + " ms session timeout of the last"
                + " acknowledged request, so the server has expired it or is about to");
        if (current != null) {
            current.close("abandoning the attempt to resume the lost session");
        }
    }

    /** The session is gone: pending work fails, watchers hear Expired, listeners LOST; a fresh one follows. */
    private void expire(String reason) {
        LOG.log(Level.WARNING, "session {0} expired: {1}; a new session will be created", identity.hexId(), reason);
        lostTimer = cancel(lostTimer);
        identity.forget();
        publishViews();
        failWaiting(path -> Failures.sessionExpired(path, reason));
        failDrained(path -> Failures.sessionExpired(path, reason));
        notifier.lost(KeeperState.Expired, watches.table().clear());
    }

    private void authFailed() {
        LOG.log(Level.ERROR, AUTH_FAILED_TEXT);
        phase = Phase.AUTH_FAILED;
        cancelTimers();
        failWaiting(this::terminalFailure);
        notifier.lost(KeeperState.AuthFailed, watches.table().clear());
        if (current != null) {
            current.close("authentication failed");
        }
    }

    private void failWaiting(Function<String, Throwable> failure) {
        waiting.takeAll().forEach(call -> call.fail(failure.apply(call.path())));
    }

    private void failDrained(Function<String, Throwable> failure) {
        RequestDepot.Drained drained = depot.drain();
        drained.calls().forEach(call -> call.fail(failure.apply(call.path())));
        drained.authWaiters().forEach(w -> w.completeExceptionally(failure.apply(null)));
    }

    private boolean isTerminal() {
        return phase == Phase.CLOSING || phase == Phase.CLOSED || phase == Phase.AUTH_FAILED;
    }

    /** Why a call cannot run in a closed or auth-failed client. */
    private Throwable terminalFailure(String path) {
        return phase == Phase.AUTH_FAILED ? Failures.keeper(Code.AUTHFAILED, path, AUTH_FAILED_TEXT) : Failures.closed();
    }

    // ---------------------------------------------------------------- closing

    private void beginClose(long waitMs) {
        if (phase == Phase.CLOSING || phase == Phase.CLOSED) {
            return;
        }
        drainOutbox();
        if (phase != Phase.CONNECTED) {
            finishClose();
            return;
        }
        phase = Phase.CLOSING;
        Call<Void> bye = new Call<>(OpCode.CLOSE_SESSION, null, null, ReplyReader.none());
        bye.future().whenComplete((v, e) -> finishClose());
        write(bye);
        current.flush();
        loop.schedule(this::finishClose, waitMs, TimeUnit.MILLISECONDS);
    }

    private void finishClose() {
        if (phase == Phase.CLOSED) {
            return;
        }
        phase = Phase.CLOSED;
        cancelTimers();
        Connection c = current;
        current = null;
        failDrained(path -> Failures.closed());
        if (c != null) {
            c.close("client closed");
        }
        failWaiting(path -> Failures.closed());
        drainOutbox();
        LOG.log(Level.DEBUG, "client closed (session {0})", identity.hexId());
        notifier.closed(watches.table().clear());
        closeDone.complete(null);
    }

    // ---------------------------------------------------------------- helpers

    private void execute(Runnable task) {
        try {
            loop.execute(task);
        } catch (RejectedExecutionException e) {
            LOG.log(Level.WARNING, "the event loop group was shut down under the client; close the client first");
        }
    }

    private void publishViews() {
        sessionIdView = identity.sessionId();
        passwordView = identity.password();
        timeoutView = identity.timeoutMs();
    }

    private void cancelTimers() {
        attemptTimer = cancel(attemptTimer);
        connectedTimer = cancel(connectedTimer);
        lostTimer = cancel(lostTimer);
    }

    private static ScheduledFuture<?> cancel(ScheduledFuture<?> timer) {
        if (timer != null) {
            timer.cancel(false);
        }
        return null;
    }
}
