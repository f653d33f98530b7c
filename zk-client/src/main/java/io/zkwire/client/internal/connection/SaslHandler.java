// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.connection;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.zkwire.client.internal.auth.SaslExchange;
import io.zkwire.client.internal.auth.SaslIdentity;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.records.ConnectResponse;
import io.zkwire.protocol.records.GetSASLRequest;
import io.zkwire.protocol.records.ReplyHeader;
import io.zkwire.protocol.records.SetSASLResponse;
import java.lang.System.Logger.Level;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Callable;

/**
 * The SASL exchange of one connection, between the ConnectResponse and the session hearing of the
 * handshake: so no other request goes out before the server knows who we are (the server would answer
 * them as an anonymous client, or, with {@code enforce.auth}, close the session). Sends {@code GetSASLRequest}
 * (opcode 102) tokens and reads {@code SetSASLResponse} tokens until the mechanism completes, then removes
 * itself and reports the handshake. A rejection (AUTHFAILED, or the server's "SASL required") marks the
 * connection {@link Connection#authFailed auth-failed}: no retry can fix credentials. Mechanism steps run
 * on {@link HostResolver}'s threads (a GSSAPI step may call the KDC) and hand back to the event loop.
 */
final class SaslHandler extends ChannelInboundHandlerAdapter {

    private static final System.Logger LOG = System.getLogger(SaslHandler.class.getName());

    private final Connection connection;
    private final ConnectResponse response;
    private final SaslIdentity identity;
    /** Set by the first step, off the event loop; disposed by whichever sees the connection end. */
    private volatile SaslExchange exchange;
    /** The xid of the token in flight; the server echoes it. Any positive xid will do: nothing else is pending. */
    private int xid;

    SaslHandler(Connection connection, ConnectResponse response, SaslIdentity identity) {
        this.connection = connection;
        this.response = response;
        this.identity = identity;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        step(ctx, () -> {
            exchange = identity.start(connection.host().host());
            return exchange.firstToken();
        });
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        ByteBuf frame = (ByteBuf) msg;
        byte[] token;
        try {
            ReplyHeader header = ReplyHeader.decode(frame);
            if (header.xid() != xid) {
                fail(ctx, "the server answered xid " + header.xid() + " during the SASL exchange (expected " + xid
                        + ")", false);
                return;
            }
            if (header.err() != 0) {
                rejected(ctx, header.err());
                return;
            }
            token = frame.isReadable() ? SetSASLResponse.decode(frame).token() : null;
        } finally {
            frame.release();
        }
        step(ctx, () -> exchange.next(token));
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        connection.failed("the server closed the connection during the SASL exchange (" + identity.describe()
                + "); does it enable SASL, and does its log say why?");
        disposeExchange();
        ctx.fireChannelInactive();
    }

    private void disposeExchange() {
        SaslExchange current = exchange;
        if (current != null) {
            current.dispose();
        }
    }

    /** Runs a mechanism step off the event loop; sends its token, or reports the handshake once nothing is left. */
    private void step(ChannelHandlerContext ctx, Callable<byte[]> mechanism) {
        CompletableFuture.supplyAsync(() -> {
            try {
                return mechanism.call();
            } catch (Exception e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }, HostResolver.EXECUTOR).whenComplete((token, error) -> ctx.executor().execute(() -> {
            if (connection.isClosed() || !ctx.channel().isActive()) {
                disposeExchange();
                return;
            }
            if (error != null) {
                Throwable cause = error;
                while (cause.getCause() != null) {
                    cause = cause.getCause();
                }
                fail(ctx, identity.describe() + " failed in the client: " + cause.getMessage() + "; "
                        + identity.whatToCheck() + ", and that the server enables SASL (zookeeper.authProvider.N="
                        + "org.apache.zookeeper.server.auth.SASLAuthenticationProvider and a JAAS 'Server' section)",
                        true);
            } else if (token == null) {
                done(ctx);
            } else {
                xid++;
                ctx.writeAndFlush(Wire.requestFrame(ctx.alloc(), xid, OpCode.SASL, new GetSASLRequest(token)));
            }
        }));
    }

    private void done(ChannelHandlerContext ctx) {
        disposeExchange();
        ctx.pipeline().remove(this);
        LOG.log(Level.DEBUG, "SASL {0} accepted by {1}", identity.describe(), connection.host());
        connection.markHandshaken();
        connection.events().onHandshake(connection, response);
    }

    private void rejected(ChannelHandlerContext ctx, int err) {
        fail(ctx, "the server " + connection.host() + " rejected SASL " + identity.describe() + " ("
                + KeeperException.Code.of(err) + " " + err + "); "
                + identity.whatToCheck(), true);
    }

    private void fail(ChannelHandlerContext ctx, String why, boolean credentials) {
        if (credentials) {
            connection.authFailed(why);
        } else {
            connection.failed(why);
        }
        ctx.close();
    }
}
