package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.Jute;
import io.zkwire.protocol.Record;

/**
 * Precedes each op and each result of a multi (docs/contributing/protocol.md §4.4), and ends the sequence as the
 * marker {@code {-1, true, -1}}.
 */
public record MultiHeader(int type, boolean done, int err) implements Record {

    /** The end marker after the last op or result. */
    public static final MultiHeader END = new MultiHeader(-1, true, -1);

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, type);
        Jute.writeBoolean(out, done);
        Jute.writeInt(out, err);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static MultiHeader decode(ByteBuf in) {
        return new MultiHeader(
                Jute.readInt(in, "MultiHeader.type"),
                Jute.readBoolean(in, "MultiHeader.done"),
                Jute.readInt(in, "MultiHeader.err"));
    }
}
