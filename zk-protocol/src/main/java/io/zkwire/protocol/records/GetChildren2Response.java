package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.internal.Jute;
import java.util.List;
import java.util.Objects;

/**
 * Response body of getChildren2 (12): child names and the parent's Stat.
 */
public record GetChildren2Response(List<String> children, Stat stat) implements Record {

    /**
     * A null Stat is refused: jute cannot encode a null nested record.
     * Lists are copied unmodifiable (null stays null).
     */
    public GetChildren2Response {
        children = Jute.copyOf(children);
        Objects.requireNonNull(stat, "GetChildren2Response.stat");
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeStringVector(out, children);
        stat.encode(out);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetChildren2Response decode(ByteBuf in) {
        return new GetChildren2Response(Jute.readStringVector(in, "GetChildren2Response.children"), Stat.decode(in));
    }
}
