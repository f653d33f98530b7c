package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of deleteContainer (20), used by the server itself; clients should not send it.
 * Apache declares the path as a buffer of UTF-8 bytes, which is the same bytes as a ustring.
 */
public record DeleteContainerRequest(String path) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static DeleteContainerRequest decode(ByteBuf in) {
        return new DeleteContainerRequest(Jute.readString(in, "DeleteContainerRequest.path"));
    }
}
