package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.internal.Jute;
import java.util.Objects;

/**
 * Response body of create2 (15), createContainer (19) and createTTL (21): path and the new Stat.
 */
public record Create2Response(String path, Stat stat) implements Record {

    /**
     * A null Stat is refused: jute cannot encode a null nested record.
     */
    public Create2Response {
        Objects.requireNonNull(stat, "Create2Response.stat");
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, path);
        stat.encode(out);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static Create2Response decode(ByteBuf in) {
        return new Create2Response(Jute.readString(in, "Create2Response.path"), Stat.decode(in));
    }
}
