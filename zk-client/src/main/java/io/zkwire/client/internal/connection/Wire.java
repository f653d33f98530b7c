package io.zkwire.client.internal.connection;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.codec.Frames;
import io.zkwire.protocol.records.ConnectRequest;
import io.zkwire.protocol.records.Record;
import io.zkwire.protocol.records.RequestHeader;

/** The frames the session writes. */
public final class Wire {

    /** The 4-byte length prefix in front of every frame. */
    public static final int LENGTH_BYTES = Frames.LENGTH_BYTES;

    private Wire() {
    }

    static ByteBuf connectFrame(ByteBufAllocator alloc, ConnectRequest request) {
        return Frames.encode(alloc, request, null);
    }

    /** A request frame; {@code body} may be null (ping, closeSession, whoAmI). */
    public static ByteBuf requestFrame(ByteBufAllocator alloc, int xid, OpCode op, Record body) {
        return Frames.encode(alloc, new RequestHeader(xid, op.code()), body);
    }
}
