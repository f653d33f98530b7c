package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Body of a notification frame (xid -1). {@code path} is the server path, chroot included.
 */
public record WatcherEvent(int type, int state, String path) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, type);
        Jute.writeInt(out, state);
        Jute.writeString(out, path);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static WatcherEvent decode(ByteBuf in) {
        return new WatcherEvent(
                Jute.readInt(in, "WatcherEvent.type"),
                Jute.readInt(in, "WatcherEvent.state"),
                Jute.readString(in, "WatcherEvent.path"));
    }
}
