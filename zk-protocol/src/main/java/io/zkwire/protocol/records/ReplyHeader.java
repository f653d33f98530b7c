package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.Jute;
import io.zkwire.protocol.Record;

/**
 * Header of every server frame after the handshake (docs/contributing/protocol.md §3.1). A body follows only when
 * {@code err} is 0 and the opcode has a response record; ignore any bytes after the header otherwise.
 */
public record ReplyHeader(int xid, long zxid, int err) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, xid);
        Jute.writeLong(out, zxid);
        Jute.writeInt(out, err);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ReplyHeader decode(ByteBuf in) {
        return new ReplyHeader(
                Jute.readInt(in, "ReplyHeader.xid"),
                Jute.readLong(in, "ReplyHeader.zxid"),
                Jute.readInt(in, "ReplyHeader.err"));
    }
}
