package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of removeWatches (18); {@code type} is a
 * {@link io.zkwire.protocol.WatcherType} value.
 */
public record RemoveWatchesRequest(String path, int type) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeInt(out, type);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static RemoveWatchesRequest decode(ByteBuf in) {
        return new RemoveWatchesRequest(
                Jute.readString(in, "RemoveWatchesRequest.path"),
                Jute.readInt(in, "RemoveWatchesRequest.type"));
    }
}
