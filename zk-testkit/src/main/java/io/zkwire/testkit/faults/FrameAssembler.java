package io.zkwire.testkit.faults;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;

/**
 * Cuts one direction of a connection into whole frames for {@link FrameListener}s, from a copy: the relayed
 * bytes are not touched. Like {@link FrameTracker}, it gives up on a stream that turns out not to be framed.
 * Used only on the connection's event loop.
 */
final class FrameAssembler {
    private static final int PREFIX = 4;
    private final ByteBuf pending = Unpooled.buffer();
    private int index;
    private boolean lost;

    void scan(ByteBuf bytes, FrameListener listener) {
        if (lost) {
            return;
        }
        pending.writeBytes(bytes, bytes.readerIndex(), bytes.readableBytes());
        while (pending.readableBytes() >= PREFIX) {
            int length = pending.getInt(pending.readerIndex());
            if (length < 0 || length > FrameTracker.MAX_LENGTH) {
                lost = true;
                pending.clear().capacity(0);
                return;
            }
            if (pending.readableBytes() < PREFIX + length) {
                break;
            }
            byte[] body = new byte[length];
            pending.skipBytes(PREFIX).readBytes(body);
            ByteBuffer view = ByteBuffer.wrap(body).asReadOnlyBuffer();
            listener.onFrame(new Frame(index++, length, intAt(view, 0), intAt(view, 4)), view);
        }
        pending.discardReadBytes();
    }

    private static int intAt(ByteBuffer body, int offset) {
        return body.remaining() >= offset + 4 ? body.getInt(offset) : 0;
    }
}
