package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Response body of create (1): the actual path, with any sequence suffix and the chroot.
 */
public record CreateResponse(String path) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static CreateResponse decode(ByteBuf in) {
        return new CreateResponse(Jute.readString(in, "CreateResponse.path"));
    }
}
