package io.zkwire.client.internal.session;

import io.netty.buffer.ByteBuf;
import io.zkwire.client.Watcher;
import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.connection.Connection;
import io.zkwire.client.internal.connection.Wire;
import io.zkwire.client.internal.observe.ClientObserver;
import io.zkwire.client.internal.watch.WatchBatch;
import io.zkwire.client.internal.watch.WatchEvents;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.records.SyncRequest;
import io.zkwire.protocol.records.Xids;
import java.lang.System.Logger.Level;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The sending half of the pipeline. Calls from any thread queue in the {@link Outbox}; on the loop each
 * is written with the next xid (so xids rise in wire order) and remembered in the {@link RequestDepot}
 * for the {@link ReplyMatcher}, or parked in the {@link WaitingRoom} while there is no connection, or
 * refused once the client is closed. Which of these applies the {@link SessionMachine} says at each
 * transition ({@link #sendTo}, {@link #park}, {@link #refuse}). Credentials are re-sent and watches
 * re-registered after every handshake; watch removals wait for the server's consent. Every send is
 * recorded in {@link Liveness}. Event loop only, except {@link #offer}.
 */
final class RequestPipeline {

    private static final System.Logger LOG = System.getLogger(RequestPipeline.class.getName());

    private final int maxBufferBytes;
    private final Liveness liveness;
    private final WatchEvents watches;
    private final SessionIdentity identity;
    private final WaitingRoom waiting;
    private final Credentials credentials;
    private final RequestDepot depot;
    private final ClientObserver observer;
    private final RequestTimeouts timeouts;
    private final Outbox outbox = new Outbox();
    private final XidGenerator xids = new XidGenerator();
    private Connection open; // where calls go, null while they park or are refused
    private Function<String, Throwable> refusal; // why calls are refused, null until the client is done

    RequestPipeline(int maxBufferBytes, Liveness liveness, WatchEvents watches, SessionIdentity identity,
            WaitingRoom waiting, Credentials credentials, RequestDepot depot, ClientObserver observer,
            RequestTimeouts timeouts) {
        this.maxBufferBytes = maxBufferBytes;
        this.liveness = liveness;
        this.watches = watches;
        this.identity = identity;
        this.waiting = waiting;
        this.credentials = credentials;
        this.depot = depot;
        this.observer = observer;
        this.timeouts = timeouts;
    }

    /** Connected on {@code c}: calls are written there. */
    void sendTo(Connection c) {
        open = c;
    }

    /** Not connected, but a connection may come: calls wait (connectionTimeoutMs at most). */
    void park() {
        open = null;
    }

    /** The client is closing, closed or failed for good: calls fail with {@code why}. */
    void refuse(Function<String, Throwable> why) {
        open = null;
        refusal = why;
    }

    /** Any thread: queues a call; true if the caller must schedule a {@link #drain} on the loop. */
    boolean offer(Call<?> call) {
        return outbox.offer(call);
    }

    void drain() {
        outbox.drain(this::route);
        flush();
    }

    private void route(Call<?> call) {
        if (refusal != null) {
            call.fail(refusal.apply(call.path()));
        } else if (open != null) {
            write(open, call);
        } else {
            waiting.add(call);
        }
    }

    private void flush() {
        if (open != null) {
            open.flush();
        }
    }

    /** Encodes with the next xid and queues the frame; no flush. */
    void write(Connection c, Call<?> call) {
        call.xid = xids.next();
        ByteBuf frame;
        try {
            frame = Wire.requestFrame(c.alloc(), call.xid, call.op(), call.request());
        } catch (RuntimeException e) {
            call.fail(e);
            return;
        }
        // A server reads no request frame over its jute.maxbuffer: it drops the connection instead ("Len
        // error"), and a retry would drop it again. Refuse such a request here, where it costs nothing.
        int payload = frame.readableBytes() - Wire.LENGTH_BYTES;
        if (payload > maxBufferBytes) {
            frame.release();
            call.fail(Failures.tooLarge(call, payload, maxBufferBytes));
            return;
        }
        long now = System.nanoTime();
        call.sent(now, observer);
        liveness.sent(now);
        depot.sent(call);
        timeouts.sent(call);
        c.write(frame);
    }

    /** Remembers a credential for every future handshake and sends it now if connected. */
    void addAuth(String scheme, byte[] auth, CompletableFuture<Void> done) {
        if (refusal != null) {
            done.completeExceptionally(refusal.apply(null));
            return;
        }
        Credentials.Pending now = credentials.add(scheme, auth, done, open != null);
        if (now != null) {
            writeAuth(open, now);
            open.flush();
        }
    }

    private void writeAuth(Connection c, Credentials.Pending auth) {
        c.write(Wire.requestFrame(c.alloc(), Xids.AUTH, OpCode.AUTH, auth.packet()));
        depot.authSent(auth.waiter());
        liveness.sent(System.nanoTime());
    }

    void ping(Connection c, long now) {
        c.write(Wire.requestFrame(c.alloc(), Xids.PING, OpCode.PING, null));
        c.flush();
        depot.pingSent(now);
        liveness.sent(now);
    }

    boolean pingInFlight() {
        return depot.pingInFlight();
    }

    /**
     * After a handshake: auth packets, a sync if the server may be behind, then watch re-registration, then the
     * question for the server (null for none), then the requests that waited.
     */
    void replay(Connection c, Call<?> serverQuestion) {
        credentials.replay().forEach(auth -> writeAuth(c, auth));
        if (identity.mayBeBehind()) {
            write(c, catchUpSync());
        }
        for (WatchBatch batch : watches.batches()) {
            Call<Void> call = new Call<>(batch.opCode(), batch.toRequest(identity.lastZxid()), null, ReplyReader.none());
            call.future().whenComplete((v, e) -> {
                if (e != null && !Futures.is(e, Code.CONNECTIONLOSS)) {
                    LOG.log(Level.WARNING, "re-registering watches failed; some watches may never fire", e);
                }
            });
            write(c, call);
        }
        if (serverQuestion != null) {
            write(c, serverQuestion); // before the waiting requests, so its answer comes before theirs
        }
        waiting.takeAll().forEach(call -> write(c, call));
        c.flush();
    }

    /**
     * A session started from zxid 0 may sit on a follower behind what the client read on its earlier session;
     * the server answers a session's requests in order, and those after a sync only once it has caught up with
     * the leader, so no read of the new session goes back in time. Its reply's zxid is also the first that
     * {@link SessionIdentity#olderHistory} judges: a caught-up server's, so only a truly younger ensemble is
     * reported as one.
     */
    private static Call<String> catchUpSync() {
        Call<String> sync = new Call<>(OpCode.SYNC, new SyncRequest("/"), "/", body -> "/");
        sync.future().exceptionally(failure -> null); // the connection's loss is reported to every caller already
        return sync;
    }

    /**
     * Removes watchers of {@code type} on {@code path} ({@code watcher} null: all of them) as ZooKeeper's
     * client does: the server is always asked ({@code serverCall}: checkWatches or removeWatches, waiting for a
     * connection like any call); once it answered, or failed, the local tables decide. NoWatcherException if
     * none is registered here; otherwise each removed watcher is told. A server error fails the call unless
     * {@code local}, which removes the watchers here whatever the server said.
     */
    void removeWatches(String path, Watcher watcher, WatcherType type, Call<Void> serverCall, boolean local,
            CompletableFuture<Void> done) {
        serverCall.future().whenComplete((v, e) -> {
            if (!watches.has(path, watcher, type)) {
                done.completeExceptionally(Failures.keeper(Code.NOWATCHER, path,
                        "no " + type + " watcher registered on " + path));
            } else if (e != null && !local) {
                done.completeExceptionally(e);
            } else {
                watches.remove(path, watcher, type);
                done.complete(null);
            }
        });
        route(serverCall);
        flush();
    }

    /** Fails every sent request and auth still unanswered (the connection is gone). */
    void failSent(Function<String, Throwable> failure) {
        RequestDepot.Drained drained = depot.drain();
        drained.calls().forEach(call -> call.fail(failure.apply(call.path())));
        drained.authWaiters().forEach(w -> w.completeExceptionally(failure.apply(null)));
    }

    /** Fails every request waiting for a connection. */
    void failParked(Function<String, Throwable> failure) {
        waiting.takeAll().forEach(call -> call.fail(failure.apply(call.path())));
    }
}
