package io.zkwire.client.internal.session;

import io.netty.buffer.ByteBuf;
import io.zkwire.client.internal.connection.Connection;
import io.zkwire.client.internal.watch.WatchEvents;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.ProtocolException;
import io.zkwire.protocol.records.ReplyHeader;
import io.zkwire.protocol.records.WatcherEvent;
import io.zkwire.protocol.records.Xids;
import java.lang.System.Logger.Level;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The receiving half of the pipeline: each frame from the server is a notification (to the watch side),
 * a ping or auth reply (known by their xids), or the reply to the oldest request in the
 * {@link RequestDepot}, which it completes. Records what arrives in {@link Liveness}. Event loop only.
 */
final class ReplyMatcher {

    private static final System.Logger LOG = System.getLogger(ReplyMatcher.class.getName());
    static final String AUTH_REQUIRED_TEXT = "the server requires an authentication this client did not give"
            + " (SESSIONCLOSEDREQUIRESASLAUTH: its zookeeper.enforce.auth.schemes, or"
            + " zookeeper.sessionRequireClientSASLAuth) and closed the session; configure SASL"
            + " (ZkClientBuilder.saslJaasSection(...) or saslSubject(...), or a JAAS 'Client' section) or the"
            + " required scheme's credentials. This client will not reconnect: fix its settings and build a new one";

    private final RequestDepot depot;
    private final Liveness liveness;
    private final WatchEvents watches;
    private final SessionIdentity identity;
    private final Consumer<String> onAuthFailed;
    private final Runnable onOwnRequestRefused;

    /**
     * @param onAuthFailed told why, after the server answered an auth packet with AUTHFAILED or refused an
     *                     unauthenticated client
     * @param onOwnRequestRefused told first when that refused request was one the client made for itself
     */
    ReplyMatcher(RequestDepot depot, Liveness liveness, WatchEvents watches, SessionIdentity identity,
            Consumer<String> onAuthFailed, Runnable onOwnRequestRefused) {
        this.onOwnRequestRefused = onOwnRequestRefused;
        this.depot = depot;
        this.liveness = liveness;
        this.watches = watches;
        this.identity = identity;
        this.onAuthFailed = onAuthFailed;
    }

    void onFrame(Connection c, ByteBuf frame) {
        liveness.received(System.nanoTime());
        Call<?> taken = null;
        try {
            ReplyHeader header = ReplyHeader.decode(frame);
            if (header.err() == Code.SESSIONCLOSEDREQUIRESASLAUTH.intValue() && header.xid() != Xids.NOTIFICATION) {
                refusedUnauthenticated(header.xid());
                return;
            }
            switch (header.xid()) {
                case Xids.NOTIFICATION -> watches.onNotification(WatcherEvent.decode(frame), header.zxid());
                case Xids.PING -> {
                    answered(depot.pingAnswered());
                    checkHistory(header.zxid(), c);
                }
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

    /**
     * A reply moves the LOST deadline only if a read-write server sent it; a read-only server is cut off
     * from the quorum, which may be expiring the session meanwhile. Notifications never move it.
     */
    private void answered(long sentNanos) {
        if (!identity.onReadOnlyServer()) {
            liveness.acknowledged(sentNanos);
        }
    }

    private void onReply(Call<?> call, ReplyHeader header, ByteBuf body, Connection c) {
        answered(call.sentNanos);
        checkHistory(header.zxid(), c);
        identity.sawZxid(header.zxid());
        if (header.err() == Code.UNIMPLEMENTED.intValue()) {
            call.fail(Failures.unimplemented(call, c.host()));
        } else if (header.err() == Code.NOTREADONLY.intValue()) {
            call.fail(Failures.keeper(Code.NOTREADONLY, call.path(), "the client is connected to " + c.host()
                    + ", a read-only server (cut off from its quorum), which refuses writes; retry once the client"
                    + " reports CONNECTED or RECONNECTED: it moves to a read-write server as soon as one answers"));
        } else {
            call.complete(header.err(), body, watches.table());
        }
    }

    private void checkHistory(long serverZxid, Connection c) {
        long seen = identity.olderHistory(serverZxid);
        if (seen > 0) {
            OlderHistoryWarning.log(c.host(), serverZxid, seen);
        }
    }

    private void onAuthReply(int err) {
        CompletableFuture<Void> waiter = depot.authAnswered();
        if (err == 0) {
            waiter.complete(null);
        } else if (err == Code.AUTHFAILED.intValue()) {
            waiter.completeExceptionally(Failures.keeper(Code.AUTHFAILED, null, SessionMachine.AUTH_FAILED_TEXT));
            onAuthFailed.accept(SessionMachine.AUTH_FAILED_TEXT);
        } else {
            waiter.completeExceptionally(KeeperException.create(err, null));
        }
    }

    /** With enforced authentication the server refuses the first request of an unauthenticated client. */
    private void refusedUnauthenticated(int xid) {
        KeeperException refusal = Failures.keeper(Code.SESSIONCLOSEDREQUIRESASLAUTH, null, AUTH_REQUIRED_TEXT);
        switch (xid) {
            case Xids.PING -> depot.pingAnswered();
            case Xids.AUTH -> depot.authAnswered().completeExceptionally(refusal);
            default -> {
                Call<?> call = depot.take(xid);
                call.fail(Failures.keeper(Code.SESSIONCLOSEDREQUIRESASLAUTH, call.path(), AUTH_REQUIRED_TEXT));
                if (call.isOwn()) {
                    onOwnRequestRefused.run();
                }
            }
        }
        onAuthFailed.accept(AUTH_REQUIRED_TEXT);
    }
}
