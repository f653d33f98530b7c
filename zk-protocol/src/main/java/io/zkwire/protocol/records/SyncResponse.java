package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Response body of sync (9): the server-side path.
 */
public record SyncResponse(String path) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SyncResponse decode(ByteBuf in) {
        return new SyncResponse(Jute.readString(in, "SyncResponse.path"));
    }
}
