package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of exists (3). A missing node is err NONODE with no body, but a watch is still set.
 */
public record ExistsRequest(String path, boolean watch) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeBoolean(out, watch);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ExistsRequest decode(ByteBuf in) {
        return new ExistsRequest(
                Jute.readString(in, "ExistsRequest.path"),
                Jute.readBoolean(in, "ExistsRequest.watch"));
    }
}
