package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of getAllChildrenNumber (104, servers 3.6.0+).
 */
public record GetAllChildrenNumberRequest(String path) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetAllChildrenNumberRequest decode(ByteBuf in) {
        return new GetAllChildrenNumberRequest(Jute.readString(in, "GetAllChildrenNumberRequest.path"));
    }
}
