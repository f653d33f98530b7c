package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * The check op (13). Send it only inside a multi: alone it breaks the connection.
 */
public record CheckVersionRequest(String path, int version) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeInt(out, version);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static CheckVersionRequest decode(ByteBuf in) {
        return new CheckVersionRequest(
                Jute.readString(in, "CheckVersionRequest.path"),
                Jute.readInt(in, "CheckVersionRequest.version"));
    }
}
