package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.List;

/**
 * Response body of getChildren (8): child names in no particular order.
 */
public record GetChildrenResponse(List<String> children) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public GetChildrenResponse {
        children = Jute.copyOf(children);
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeStringVector(out, children);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetChildrenResponse decode(ByteBuf in) {
        return new GetChildrenResponse(Jute.readStringVector(in, "GetChildrenResponse.children"));
    }
}
