package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of checkWatches (17); {@code type} is a {@link io.zkwire.protocol.WatcherType}
 * value. Answered with NOWATCHER if the server holds no such watch.
 */
public record CheckWatchesRequest(String path, int type) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeInt(out, type);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static CheckWatchesRequest decode(ByteBuf in) {
        return new CheckWatchesRequest(
                Jute.readString(in, "CheckWatchesRequest.path"),
                Jute.readInt(in, "CheckWatchesRequest.type"));
    }
}
