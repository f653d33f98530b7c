package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;

/**
 * Response body of getAllChildrenNumber (104): the number of all descendants.
 */
public record GetAllChildrenNumberResponse(int totalNumber) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, totalNumber);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetAllChildrenNumberResponse decode(ByteBuf in) {
        return new GetAllChildrenNumberResponse(Jute.readInt(in, "GetAllChildrenNumberResponse.totalNumber"));
    }
}
