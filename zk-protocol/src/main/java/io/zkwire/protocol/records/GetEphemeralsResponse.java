package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.List;

/**
 * Response body of getEphemerals (103): server paths of this session's ephemerals.
 */
public record GetEphemeralsResponse(List<String> ephemerals) implements Record {

    /**
     * Lists are copied unmodifiable (null stays null).
     */
    public GetEphemeralsResponse {
        ephemerals = Jute.copyOf(ephemerals);
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeStringVector(out, ephemerals);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetEphemeralsResponse decode(ByteBuf in) {
        return new GetEphemeralsResponse(Jute.readStringVector(in, "GetEphemeralsResponse.ephemerals"));
    }
}
