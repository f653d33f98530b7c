package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of addWatch (106, servers 3.6.0+); {@code mode} is an
 * {@link io.zkwire.protocol.AddWatchMode} value. The reply body is an ErrorResponse with err 0.
 */
public record AddWatchRequest(String path, int mode) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeInt(out, mode);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static AddWatchRequest decode(ByteBuf in) {
        return new AddWatchRequest(
                Jute.readString(in, "AddWatchRequest.path"),
                Jute.readInt(in, "AddWatchRequest.mode"));
    }
}
