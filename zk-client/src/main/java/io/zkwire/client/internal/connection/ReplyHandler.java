package io.zkwire.client.internal.connection;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.ssl.NotSslRecordException;
import io.netty.handler.ssl.SslHandshakeCompletionEvent;
import io.zkwire.client.internal.config.Tls;
import io.zkwire.protocol.ProtocolException;
import java.lang.System.Logger.Level;
import javax.net.ssl.SSLException;

/**
 * Last in the pipeline: hands frames after the handshake to the session, and turns every way a
 * channel can fail (exceptions, TLS handshake failures, close) into one {@link Connection#closed()}
 * with a reason a person can act on.
 */
final class ReplyHandler extends ChannelInboundHandlerAdapter {

    private static final System.Logger LOG = System.getLogger(ReplyHandler.class.getName());

    private final Connection connection;
    private final boolean tls;

    /** @param tls the client's TLS, null for plain TCP */
    ReplyHandler(Connection connection, Tls tls) {
        this.connection = connection;
        this.tls = tls != null;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        ByteBuf frame = (ByteBuf) msg;
        try {
            connection.events().onFrame(connection, frame);
        } finally {
            frame.release();
        }
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) {
        if (evt instanceof SslHandshakeCompletionEvent done && !done.isSuccess()) {
            connection.misconfigured(TlsFailures.describe(connection.host(), done.cause()));
            ctx.close();
            return;
        }
        ctx.fireUserEventTriggered(evt);
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        String why = describe(cause);
        // A malformed or oversized frame is a bug or a misconfiguration somewhere: say so loudly.
        boolean protocol = unwrap(cause) instanceof ProtocolException;
        LOG.log(protocol ? Level.ERROR : Level.WARNING, "dropping the connection to {0}: {1}{2}", connection.host(),
                why, protocol ? "; pending requests fail with ConnectionLoss, the session is resumed on the next"
                        + " connection (the client-side jute.maxbuffer is ZkClientBuilder.maxBufferBytes)" : "");
        if (tls && unwrap(cause) instanceof SSLException && !connection.isHandshaken()) {
            // TLS 1.3 servers refuse a missing client certificate after the client's handshake ended.
            connection.misconfigured(why);
        } else {
            connection.failed(why);
        }
        ctx.close();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (connection.reason() == null && !tls && !connection.isHandshaken()) {
            connection.failed("the server closed the connection before answering the handshake; if that port"
                    + " serves TLS, configure ZkClientBuilder.tls(...); a read-only server or one behind our"
                    + " last seen zxid also closes this way");
        }
        connection.closed();
    }

    private static Throwable unwrap(Throwable cause) {
        return cause instanceof DecoderException && cause.getCause() != null ? cause.getCause() : cause;
    }

    private String describe(Throwable cause) {
        Throwable root = unwrap(cause);
        if (tls && root instanceof SSLException && !(root instanceof NotSslRecordException)) {
            return TlsFailures.describe(connection.host(), root);
        }
        if (root instanceof NotSslRecordException) {
            return "TLS failure talking to " + connection.host() + " (" + root.getMessage()
                    + "); is the server port a plain (non-TLS) port?";
        }
        return root.getClass().getSimpleName() + ": " + root.getMessage();
    }
}
