package io.zkwire.client.internal;

import io.netty.buffer.ByteBuf;
import io.netty.channel.EventLoop;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.Xids;
import io.zkwire.protocol.records.AuthPacket;
import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.ConnectResponse;
import io.zkwire.protocol.records.ReplyHeader;
import io.zkwire.protocol.records.WatcherEvent;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * One client's session state machine (PROTOCOL.md §2, §3, §6): connects host after host, keeps the
 * session alive with pings, pipelines requests and matches their replies in order, re-sends auth and
 * watches after every reconnect, gives the session up before the server could have expired it, and
 * starts a fresh one after an expiry.
 *
 * <p>Everything but the few thread-safe entry points runs on one Netty event loop, so the state needs
 * no locks. Results complete internal futures on that loop; user code never runs there.
 */
public final class ZkSession implements ConnectionEvents {

    private static final System.Logger LOG = System.getLogger(ZkSession.class.getName());

    private enum Phase { NEW, CONNECTING, CONNECTED, CLOSING, CLOSED, AUTH_FAILED }

    private final ClientConfig config;
    private final EventLoop loop;
    private final Connector connector;
    private final EventDispatcher dispatcher;
    private final StateNotifier notifier;
    private final ConnectionGate gate = new ConnectionGate();
    private final HostList hosts;
    private final ReconnectBackoff backoff;
    private final XidGenerator xids = new XidGenerator();
    private final RequestDepot depot = new RequestDepot();
    private final WatchManager watches = new WatchManager();
    private final WaitingRoom waiting = new WaitingRoom();
    private final List<AuthEntry> auths = new ArrayList<>();
    private final Queue<Call<?>> outbox = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private final CompletableFuture<Void> closeDone = new CompletableFuture<>();

    // Written on the event loop, read by any thread.
    private volatile boolean started;
    private volatile boolean closeRequested;
    private volatile long sessionIdView;
    private volatile int timeoutView;

    // Event loop only.
    private Phase phase = Phase.NEW;
    private Connection current;
    private boolean attemptResumes;
    private long sessionId;
    private byte[] password = new byte[ConnectRequest.PASSWORD_LENGTH];
    private int negotiatedTimeoutMs;
    private long lastZxid;
    private boolean seenRwServer;
    private long lastSendNanos;
    private long lastReceiveNanos;
    private long lastAckedSendNanos;
    private ScheduledFuture<?> attemptTimer;
    private ScheduledFuture<?> connectedTimer;
    private ScheduledFuture<?> lostTimer;
    private ScheduledFuture<?> waitingTimer;

    /**
     * @param stateListeners told of each ConnectionState change, on the event thread
     */
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
        this.timeoutView = config.sessionTimeoutMs();
        config.authorization().forEach(a -> auths.add(new AuthEntry(a.scheme(), a.auth(), null)));
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
            call.fail(new IllegalStateException("call start() on the ZkClient before using it"));
        } else {
            outbox.add(call);
            if (drainScheduled.compareAndSet(false, true)) {
                execute(this::drainOutbox);
            }
        }
        return call.future();
    }

    /** Remembers a credential for every future handshake and sends it now if connected. */
    public CompletableFuture<Void> addAuth(String scheme, byte[] auth) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        if (closeRequested) {
            done.completeExceptionally(Failures.closed());
            return done;
        }
        execute(() -> {
            if (phase == Phase.CLOSING || phase == Phase.CLOSED || phase == Phase.AUTH_FAILED) {
                done.completeExceptionally(terminalFailure(null));
                return;
            }
            AuthEntry entry = new AuthEntry(scheme, auth, done);
            auths.add(entry);
            if (phase == Phase.CONNECTED) {
                writeAuth(entry);
                current.flush();
            }
        });
        return done;
    }

    /**
     * Removes watchers of {@code type} on {@code clientPath} ({@code watcher} null: all of them) and
     * tells each removed watcher. NoWatcherException if none is registered. With a {@code serverCall}
     * (checkWatches or removeWatches) the server is asked first and the local removal follows its OK.
     */
    public CompletableFuture<Void> removeWatches(String clientPath, Watcher watcher, WatcherType type,
            Call<Void> serverCall) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        execute(() -> {
            if (!watches.contains(clientPath, watcher, type)) {
                done.completeExceptionally(Failures.keeper(Code.NOWATCHER, clientPath,
                        "no " + type + " watcher registered on " + clientPath));
                return;
            }
            if (serverCall == null) {
                removeLocally(clientPath, watcher, type);
                done.complete(null);
                return;
            }
            serverCall.future().whenComplete((v, e) -> {
                if (e != null) {
                    done.completeExceptionally(e);
                } else {
                    removeLocally(clientPath, watcher, type);
                    done.complete(null);
                }
            });
            route(serverCall);
            flushIfConnected();
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

    public EventDispatcher dispatcher() {
        return dispatcher;
    }

    public Chroot chroot() {
        return config.chroot();
    }

    // ---------------------------------------------------------------- sending

    private void drainOutbox() {
        drainScheduled.set(false);
        Call<?> call;
        while ((call = outbox.poll()) != null) {
            route(call);
        }
        flushIfConnected();
    }

    /** Writes a call if connected, parks it if a connection may come, fails it otherwise. */
    private void route(Call<?> call) {
        switch (phase) {
            case CONNECTED -> write(call);
            case NEW, CONNECTING -> {
                waiting.add(call, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(config.connectionTimeoutMs()));
                armWaitingTimer();
            }
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
        int payload = frame.readableBytes() - Wire.LENGTH_BYTES;
        if (payload > config.maxBufferBytes()) {
            frame.release();
            call.fail(Failures.tooLarge(call, payload, config.maxBufferBytes()));
            return;
        }
        long now = System.nanoTime();
        call.sentNanos = now;
        lastSendNanos = now;
        depot.sent(call);
        current.write(frame);
    }

    private void writeAuth(AuthEntry entry) {
        current.write(Wire.requestFrame(current.alloc(), Xids.AUTH, OpCode.AUTH,
                new AuthPacket(0, entry.scheme, entry.auth)));
        depot.authSent(entry.waiter);
        entry.waiter = null;
        lastSendNanos = System.nanoTime();
    }

    private void sendPing(long now) {
        current.write(Wire.requestFrame(current.alloc(), Xids.PING, OpCode.PING, null));
        current.flush();
        depot.pingSent(now);
        lastSendNanos = now;
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
        if (delay == 0) {
            attempt(host);
        } else {
            attemptTimer = loop.schedule(() -> attempt(host), delay, TimeUnit.MILLISECONDS);
        }
    }

    private void attempt(HostAndPort host) {
        if (phase != Phase.CONNECTING || current != null) {
            return;
        }
        int t = negotiatedTimeoutMs > 0 ? negotiatedTimeoutMs : config.sessionTimeoutMs();
        long timeoutMs = SessionTimers.connectTimeoutMs(t, hosts.size());
        // A read-only server may hand out a session id valid nowhere else (PROTOCOL.md §6.10).
        attemptResumes = sessionId != 0 && seenRwServer;
        ConnectRequest request = new ConnectRequest(0, lastZxid, config.sessionTimeoutMs(),
                attemptResumes ? sessionId : 0,
                attemptResumes ? password : new byte[ConnectRequest.PASSWORD_LENGTH], config.canBeReadOnly());
        Connection c = connector.connect(host, request, timeoutMs, this);
        current = c;
        attemptTimer = loop.schedule(() -> {
            if (current == c && !c.isHandshaken()) {
                c.close("no answer to the handshake within " + timeoutMs
                        + " ms (connect timeout = session timeout / number of hosts)");
            }
        }, timeoutMs, TimeUnit.MILLISECONDS);
    }

    @Override
    public void onHandshake(Connection c, ConnectResponse r) {
        if (c != current || phase != Phase.CONNECTING) {
            c.close("handshake no longer wanted");
            return;
        }
        attemptTimer = cancel(attemptTimer);
        if (r.timeOut() <= 0 || (attemptResumes && r.sessionId() == 0)) {
            expire("the server " + c.host() + " reports it expired (ConnectResponse timeOut " + r.timeOut() + ")");
            c.close("session expired");
            return;
        }
        if (attemptResumes && r.sessionId() != sessionId) {
            expire("the server " + c.host() + " answered with another session, 0x" + Long.toHexString(r.sessionId()));
        }
        boolean resumed = r.sessionId() == sessionId;
        sessionId = r.sessionId();
        password = r.passwd();
        negotiatedTimeoutMs = r.timeOut();
        seenRwServer |= !r.readOnly();
        phase = Phase.CONNECTED;
        hosts.markConnected();
        long now = System.nanoTime();
        lastReceiveNanos = now;
        lastSendNanos = now;
        lastAckedSendNanos = c.startNanos();
        lostTimer = cancel(lostTimer);
        publishViews();
        LOG.log(Level.INFO, "session 0x{0} {1} on {2}, timeout {3} ms{4}", Long.toHexString(sessionId),
                resumed ? "resumed" : "established", c.host(), negotiatedTimeoutMs, r.readOnly() ? ", read-only" : "");
        notifier.connected(r.readOnly(), watches.all());
        replayAfterHandshake();
        armConnectedCheck();
    }

    /** Auth packets, then watch re-registration, then the requests that waited (PROTOCOL.md §2.7). */
    private void replayAfterHandshake() {
        auths.forEach(this::writeAuth);
        for (WatchBatch batch : WatchBatch.split(this::serverWatchPaths, WatchBatch.MAX_CHARS)) {
            Call<Void> call = new Call<>(batch.opCode(), batch.toRequest(lastZxid), null, ReplyReader.none());
            call.future().whenComplete((v, e) -> {
                if (e != null && !(e instanceof KeeperException.ConnectionLossException)) {
                    LOG.log(Level.WARNING, "re-registering watches failed; some watches may never fire", e);
                }
            });
            write(call);
        }
        waitingTimer = cancel(waitingTimer);
        waiting.takeAll().forEach(this::write);
        current.flush();
    }

    private List<String> serverWatchPaths(WatchManager.Kind kind) {
        return watches.paths(kind).stream().map(config.chroot()::toServer).toList();
    }

    // ---------------------------------------------------------------- receiving

    @Override
    public void onFrame(Connection c, ByteBuf frame) {
        if (c != current || (phase != Phase.CONNECTED && phase != Phase.CLOSING)) {
            return;
        }
        long now = System.nanoTime();
        lastReceiveNanos = now;
        Call<?> taken = null;
        try {
            ReplyHeader header = ReplyHeader.decode(frame);
            switch (header.xid()) {
                case Xids.NOTIFICATION -> onNotification(WatcherEvent.decode(frame));
                case Xids.PING -> acknowledged(depot.pingAnswered());
                case Xids.AUTH -> onAuthReply(header.err());
                default -> {
                    taken = depot.take(header.xid());
                    acknowledged(taken.sentNanos);
                    if (header.zxid() > 0) {
                        lastZxid = header.zxid();
                    }
                    if (header.err() == Code.UNIMPLEMENTED.intValue()) {
                        taken.fail(Failures.unimplemented(taken, c.host()));
                    } else {
                        taken.complete(header.err(), frame, watches);
                    }
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

    private void acknowledged(long sentNanos) {
        if (sentNanos - lastAckedSendNanos > 0) {
            lastAckedSendNanos = sentNanos;
        }
    }

    private void onNotification(WatcherEvent event) {
        EventType type;
        try {
            type = EventType.fromInt(event.type());
        } catch (ProtocolException e) {
            LOG.log(Level.WARNING, "ignoring a watch event of unknown type {0} for {1}", event.type(), event.path());
            return;
        }
        String serverPath = event.path();
        Chroot chroot = config.chroot();
        if (!chroot.contains(serverPath) && !serverPath.startsWith("/zookeeper")) {
            LOG.log(Level.WARNING, "watch event for {0}, outside the chroot {1}", serverPath, chroot);
        }
        String clientPath = chroot.toClient(serverPath);
        dispatcher.deliver(watches.consume(type, clientPath),
                new WatchedEvent(type, KeeperState.SyncConnected, clientPath));
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

    private static final String AUTH_FAILED_TEXT = "the server rejected the credentials (AUTHFAILED) and closed the"
            + " connection; this client cannot be used any more: fix the credentials and build a new one";

    private void removeLocally(String clientPath, Watcher watcher, WatcherType type) {
        for (WatchManager.Removal removal : watches.remove(clientPath, watcher, type)) {
            dispatcher.deliver(List.of(removal.watcher()),
                    new WatchedEvent(removal.type(), KeeperState.SyncConnected, clientPath));
        }
    }

    // ---------------------------------------------------------------- timers while connected

    private void armConnectedCheck() {
        connectedTimer = cancel(connectedTimer);
        connectedCheck();
    }

    private void connectedCheck() {
        if (phase != Phase.CONNECTED) {
            return;
        }
        long now = System.nanoTime();
        long idleSendMs = TimeUnit.NANOSECONDS.toMillis(now - lastSendNanos);
        long idleReceiveMs = TimeUnit.NANOSECONDS.toMillis(now - lastReceiveNanos);
        int t = negotiatedTimeoutMs;
        long readTimeoutMs = SessionTimers.readTimeoutMs(t);
        if (idleReceiveMs >= readTimeoutMs) {
            current.close("nothing received for " + idleReceiveMs + " ms (read timeout " + readTimeoutMs
                    + " ms = 2/3 of the " + t + " ms session timeout)");
            return;
        }
        if (!depot.pingInFlight() && SessionTimers.pingDue(t, idleSendMs)) {
            sendPing(now);
            idleSendMs = 0;
        }
        long next = SessionTimers.nextCheckMs(t, idleSendMs, idleReceiveMs, depot.pingInFlight());
        connectedTimer = loop.schedule(this::connectedCheck, next, TimeUnit.MILLISECONDS);
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
                    notifier.suspended(watches.all());
                    armLostTimer();
                } else {
                    LOG.log(Level.DEBUG, "connecting to {0} failed: {1}", c.host(), c.reason());
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
        if (sessionId == 0) {
            return;
        }
        long deadline = SessionTimers.lostDeadlineNanos(lastAckedSendNanos, lastReceiveNanos, negotiatedTimeoutMs);
        long delay = Math.max(0, deadline - System.nanoTime());
        lostTimer = loop.schedule(this::lostDeadlinePassed, delay, TimeUnit.NANOSECONDS);
    }

    private void lostDeadlinePassed() {
        lostTimer = null;
        if (phase != Phase.CONNECTING || sessionId == 0) {
            return;
        }
        expire("no server answered within the " + negotiatedTimeoutMs + " ms session timeout of the last"
                + " acknowledged request, so the server has expired it or is about to");
        if (current != null) {
            current.close("abandoning the attempt to resume the lost session");
        }
    }

    /** The session is gone: pending work fails, watchers hear Expired, listeners LOST; a fresh one follows. */
    private void expire(String reason) {
        LOG.log(Level.WARNING, "session 0x{0} expired: {1}; a new session will be created",
                Long.toHexString(sessionId), reason);
        lostTimer = cancel(lostTimer);
        sessionId = 0;
        password = new byte[ConnectRequest.PASSWORD_LENGTH];
        publishViews();
        waitingTimer = cancel(waitingTimer);
        waiting.takeAll().forEach(call -> call.fail(Failures.sessionExpired(call.path(), reason)));
        failDrained(path -> Failures.sessionExpired(path, reason));
        notifier.lost(KeeperState.Expired, watches.clear());
    }

    private void authFailed() {
        LOG.log(Level.ERROR, AUTH_FAILED_TEXT);
        phase = Phase.AUTH_FAILED;
        publishViews();
        cancelTimers();
        waiting.takeAll().forEach(call -> call.fail(terminalFailure(call.path())));
        notifier.lost(KeeperState.AuthFailed, watches.clear());
        if (current != null) {
            current.close("authentication failed");
        }
    }

    private void failDrained(Function<String, Throwable> failure) {
        RequestDepot.Drained drained = depot.drain();
        drained.calls().forEach(call -> call.fail(failure.apply(call.path())));
        drained.authWaiters().forEach(w -> w.completeExceptionally(failure.apply(null)));
    }

    /** Why a call cannot run in a closed or auth-failed client. */
    private Throwable terminalFailure(String path) {
        return phase == Phase.AUTH_FAILED ? Failures.keeper(Code.AUTHFAILED, path, AUTH_FAILED_TEXT) : Failures.closed();
    }

    // ---------------------------------------------------------------- waiting for a connection

    private void armWaitingTimer() {
        if (waitingTimer != null || waiting.isEmpty()) {
            return;
        }
        long delay = Math.max(0, waiting.nextDeadlineNanos() - System.nanoTime());
        waitingTimer = loop.schedule(this::waitingDeadlinePassed, delay, TimeUnit.NANOSECONDS);
    }

    private void waitingDeadlinePassed() {
        waitingTimer = null;
        for (Call<?> call : waiting.takeExpired(System.nanoTime())) {
            call.fail(Failures.connectionLoss(call.path(), "no connection to any of " + hosts.order()
                    + " within connectionTimeoutMs=" + config.connectionTimeoutMs()));
        }
        armWaitingTimer();
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
        publishViews();
        cancelTimers();
        Connection c = current;
        current = null;
        failDrained(path -> Failures.closed());
        if (c != null) {
            c.close("client closed");
        }
        waiting.takeAll().forEach(call -> call.fail(Failures.closed()));
        drainOutbox();
        LOG.log(Level.INFO, "client closed (session 0x{0})", Long.toHexString(sessionId));
        notifier.closed(watches.clear());
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
        sessionIdView = sessionId;
        timeoutView = negotiatedTimeoutMs > 0 ? negotiatedTimeoutMs : config.sessionTimeoutMs();
    }

    private void cancelTimers() {
        attemptTimer = cancel(attemptTimer);
        connectedTimer = cancel(connectedTimer);
        lostTimer = cancel(lostTimer);
        waitingTimer = cancel(waitingTimer);
    }

    private static ScheduledFuture<?> cancel(ScheduledFuture<?> timer) {
        if (timer != null) {
            timer.cancel(false);
        }
        return null;
    }

    /** A credential re-sent after every handshake; {@code waiter} is the addAuth call still owed a reply. */
    private static final class AuthEntry {
        final String scheme;
        final byte[] auth;
        CompletableFuture<Void> waiter;

        AuthEntry(String scheme, byte[] auth, CompletableFuture<Void> waiter) {
            this.scheme = scheme;
            this.auth = auth;
            this.waiter = waiter;
        }
    }
}
