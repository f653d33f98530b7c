package io.zkwire.testkit.faults;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.socket.ChannelInputShutdownEvent;

/**
 * Hands what one channel of a relayed connection reads, its half-close (the channels allow half-closure, so
 * a FIN arrives as an event) and its close, to the {@link ProxyConnection}.
 */
final class RelayHandler extends ChannelInboundHandlerAdapter {
    private final ProxyConnection connection;
    /** Which way the bytes this channel reads travel. */
    private final Direction reads;

    RelayHandler(ProxyConnection connection, Direction reads) {
        this.connection = connection;
        this.reads = reads;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        connection.received(reads, (ByteBuf) msg);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        connection.closed(reads);
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object event) {
        if (event instanceof ChannelInputShutdownEvent) {
            connection.inputEnded(reads);
        }
        ctx.fireUserEventTriggered(event);
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) {
        connection.drain();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close(); // a peer's reset, typically; the close ends the connection like any other
    }
}
