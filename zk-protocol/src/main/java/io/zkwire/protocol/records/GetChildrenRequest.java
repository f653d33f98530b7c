package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of getChildren (8).
 */
public record GetChildrenRequest(String path, boolean watch) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeBoolean(out, watch);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetChildrenRequest decode(ByteBuf in) {
        return new GetChildrenRequest(
                Jute.readString(in, "GetChildrenRequest.path"),
                Jute.readBoolean(in, "GetChildrenRequest.watch"));
    }
}
