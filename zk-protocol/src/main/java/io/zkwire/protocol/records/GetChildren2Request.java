package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of getChildren2 (12).
 */
public record GetChildren2Request(String path, boolean watch) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeBoolean(out, watch);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetChildren2Request decode(ByteBuf in) {
        return new GetChildren2Request(
                Jute.readString(in, "GetChildren2Request.path"),
                Jute.readBoolean(in, "GetChildren2Request.watch"));
    }
}
