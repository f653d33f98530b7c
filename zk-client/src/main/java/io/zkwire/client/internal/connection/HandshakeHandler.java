package io.zkwire.client.internal.connection;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.zkwire.client.internal.auth.SaslIdentity;
import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.ConnectResponse;

/**
 * Sends the ConnectRequest once the channel is up and turns the first frame into a ConnectResponse.
 * Nothing else is written before that answer (docs/contributing/protocol.md §2.7): if the session turns out expired the
 * server would never answer pipelined requests. Removes itself afterwards.
 */
final class HandshakeHandler extends ChannelInboundHandlerAdapter {

    private final Connection connection;
    private final ConnectRequest request;
    private final SaslIdentity sasl;

    /** @param sasl who to authenticate as before the session hears of the handshake; null: no SASL */
    HandshakeHandler(Connection connection, ConnectRequest request, SaslIdentity sasl) {
        this.connection = connection;
        this.request = request;
        this.sasl = sasl;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        // With TLS the SslHandler holds this until its own handshake is done.
        ctx.writeAndFlush(Wire.connectFrame(ctx.alloc(), request));
        ctx.fireChannelActive();
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        ByteBuf frame = (ByteBuf) msg;
        String refused = RefusedHandshake.reason(frame);
        if (refused != null) {
            frame.release();
            connection.failed(refused);
            ctx.close();
            return;
        }
        ConnectResponse response;
        try {
            response = ConnectResponse.decode(frame);
        } finally {
            frame.release();
        }
        if (sasl != null && response.timeOut() > 0) {
            ctx.pipeline().replace(this, "sasl", new SaslHandler(connection, response, sasl));
            return;
        }
        ctx.pipeline().remove(this);
        connection.markHandshaken();
        connection.events().onHandshake(connection, response);
    }
}
