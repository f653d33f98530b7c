package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.Jute;
import io.zkwire.protocol.Record;

/**
 * Header of every client frame after the handshake (docs/contributing/protocol.md §3.1): the xid and the opcode.
 */
public record RequestHeader(int xid, int type) implements Record {

    /** The ping header: xid -2, opcode 11, sent with no body. */
    public static final RequestHeader PING = new RequestHeader(-2, 11);

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, xid);
        Jute.writeInt(out, type);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static RequestHeader decode(ByteBuf in) {
        return new RequestHeader(Jute.readInt(in, "RequestHeader.xid"), Jute.readInt(in, "RequestHeader.type"));
    }
}
