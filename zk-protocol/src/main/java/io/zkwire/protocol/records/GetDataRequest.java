package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of getData (4).
 */
public record GetDataRequest(String path, boolean watch) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeBoolean(out, watch);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetDataRequest decode(ByteBuf in) {
        return new GetDataRequest(
                Jute.readString(in, "GetDataRequest.path"),
                Jute.readBoolean(in, "GetDataRequest.watch"));
    }
}
