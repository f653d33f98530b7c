package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of sync (9).
 */
public record SyncRequest(String path) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SyncRequest decode(ByteBuf in) {
        return new SyncRequest(Jute.readString(in, "SyncRequest.path"));
    }
}
