package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Request body of getACL (6).
 */
public record GetACLRequest(String path) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetACLRequest decode(ByteBuf in) {
        return new GetACLRequest(Jute.readString(in, "GetACLRequest.path"));
    }
}
