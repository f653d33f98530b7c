package io.zkwire.protocol.codec;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.zkwire.protocol.Record;
import java.util.Objects;

/**
 * Frame layout (docs/contributing/protocol.md §1.1): a 4-byte signed big-endian payload length, then the payload, which
 * is a header record and an optional body record (or, for the handshake, one Connect record alone).
 */
public final class Frames {

    /** The default of {@code jute.maxbuffer}: 1 MiB - 1. */
    public static final int DEFAULT_MAX_BUFFER = 0xfffff;
    /** Room above {@code jute.maxbuffer} accepted for incoming frames, as servers allow for records. */
    public static final int DEFAULT_SLACK = 1024;
    /** The default incoming limit: {@link #DEFAULT_MAX_BUFFER} + {@link #DEFAULT_SLACK}. */
    public static final int DEFAULT_MAX_FRAME_LENGTH = DEFAULT_MAX_BUFFER + DEFAULT_SLACK;
    /** Size of the length prefix. */
    public static final int LENGTH_BYTES = 4;

    private Frames() {
    }

    /**
     * A new buffer holding one whole frame. The caller owns (and must release or write) the buffer.
     *
     * @param header the RequestHeader or ReplyHeader; for the handshake the Connect record itself
     * @param body the request or response record, or null for none
     */
    public static ByteBuf encode(ByteBufAllocator allocator, Record header, Record body) {
        ByteBuf out = allocator.buffer();
        try {
            encode(out, header, body);
            return out;
        } catch (RuntimeException e) {
            out.release();
            throw e;
        }
    }

    /**
     * Appends one frame to {@code out}: a placeholder length, the records, then the length patched in
     * place, so the records are serialized once with no intermediate array. If a record cannot be
     * encoded (a string with an unpaired surrogate), {@code out} is left as it was and the exception
     * propagates.
     */
    public static void encode(ByteBuf out, Record header, Record body) {
        Objects.requireNonNull(header, "header");
        int start = out.writerIndex();
        try {
            out.writeInt(0);
            header.encode(out);
            if (body != null) {
                body.encode(out);
            }
        } catch (RuntimeException e) {
            out.writerIndex(start);
            throw e;
        }
        out.setInt(start, out.writerIndex() - start - LENGTH_BYTES);
    }
}
