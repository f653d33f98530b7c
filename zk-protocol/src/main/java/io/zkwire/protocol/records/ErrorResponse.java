package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * A bare error code: the addWatch (106) reply body and the body of an error result in a multi.
 */
public record ErrorResponse(int err) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, err);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ErrorResponse decode(ByteBuf in) {
        return new ErrorResponse(Jute.readInt(in, "ErrorResponse.err"));
    }
}
