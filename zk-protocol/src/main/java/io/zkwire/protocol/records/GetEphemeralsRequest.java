package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of getEphemerals (103, servers 3.6.0+); "/" or empty means all of them.
 */
public record GetEphemeralsRequest(String prefixPath) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, prefixPath);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetEphemeralsRequest decode(ByteBuf in) {
        return new GetEphemeralsRequest(Jute.readString(in, "GetEphemeralsRequest.prefixPath"));
    }
}
