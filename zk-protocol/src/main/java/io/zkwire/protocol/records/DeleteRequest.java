package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of delete (2); version -1 matches any version.
 */
public record DeleteRequest(String path, int version) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        Jute.writeInt(out, version);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static DeleteRequest decode(ByteBuf in) {
        return new DeleteRequest(Jute.readString(in, "DeleteRequest.path"), Jute.readInt(in, "DeleteRequest.version"));
    }
}
