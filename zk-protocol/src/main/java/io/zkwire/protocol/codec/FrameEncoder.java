package io.zkwire.protocol.codec;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.MessageToByteEncoder;

/**
 * Writes each {@link Frame} as length prefix, header and body in one buffer ({@link Frames#encode}).
 * Stateless, so one instance may serve every channel. Netty reports a record that cannot be encoded
 * as an {@link io.netty.handler.codec.EncoderException} on the write's future, with the cause inside.
 */
@ChannelHandler.Sharable
public final class FrameEncoder extends MessageToByteEncoder<Frame> {

    /** The encoder; one instance may be shared by every channel. */
    public FrameEncoder() {
        super(Frame.class);
    }

    @Override
    protected void encode(ChannelHandlerContext ctx, Frame frame, ByteBuf out) {
        Frames.encode(out, frame.header(), frame.body());
    }
}
