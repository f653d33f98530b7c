package io.zkwire.protocol.codec;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.zkwire.protocol.ProtocolException;
import java.util.List;

/**
 * Splits the inbound byte stream into frame payloads: emits one {@link ByteBuf} per frame (without the
 * length prefix), which the next handler must release.
 *
 * <p>A length below 0 or above the limit fails as soon as the 4 length bytes arrive, without waiting
 * for (or buffering) the payload. The stream cannot be resynchronized after that, so the decoder
 * discards everything that follows; the connection should be closed.
 *
 * <p>Netty wraps exceptions thrown while decoding: {@code exceptionCaught} receives a
 * {@link io.netty.handler.codec.DecoderException} whose {@link Throwable#getCause() cause} is the
 * {@link ProtocolException}. Unwrap it before reporting.
 */
public final class FrameDecoder extends ByteToMessageDecoder {

    private final int maxFrameLength;
    private boolean failed;

    /** A decoder with the default limit, {@link Frames#DEFAULT_MAX_FRAME_LENGTH}. */
    public FrameDecoder() {
        this(Frames.DEFAULT_MAX_FRAME_LENGTH);
    }

    /** @param maxFrameLength the largest payload accepted; use jute.maxbuffer + {@link Frames#DEFAULT_SLACK} */
    public FrameDecoder(int maxFrameLength) {
        if (maxFrameLength < 0) {
            throw new IllegalArgumentException("maxFrameLength must not be negative: " + maxFrameLength);
        }
        this.maxFrameLength = maxFrameLength;
    }

    /** The largest frame body accepted, in bytes. */
    public int maxFrameLength() {
        return maxFrameLength;
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        if (failed) {
            in.skipBytes(in.readableBytes());
            return;
        }
        if (in.readableBytes() < Frames.LENGTH_BYTES) {
            return;
        }
        int length = in.getInt(in.readerIndex());
        if (length < 0 || length > maxFrameLength) {
            failed = true;
            in.skipBytes(in.readableBytes());
            throw new ProtocolException(length < 0
                    ? "incoming frame has negative length " + length + " (0x" + Integer.toHexString(length)
                            + "); the stream is corrupt or the peer is not a ZooKeeper server"
                    : "incoming frame of " + length + " bytes exceeds the limit of " + maxFrameLength
                            + " bytes; if the server really sends replies this large (big znodes or child lists), "
                            + "raise jute.maxbuffer on the client (the limit is jute.maxbuffer + "
                            + Frames.DEFAULT_SLACK + ")");
        }
        if (in.readableBytes() < Frames.LENGTH_BYTES + length) {
            return;
        }
        in.skipBytes(Frames.LENGTH_BYTES);
        out.add(in.readRetainedSlice(length));
    }
}
