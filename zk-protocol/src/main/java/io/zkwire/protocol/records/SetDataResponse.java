package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.internal.Jute;
import java.util.Objects;

/**
 * Response body of setData (5).
 */
public record SetDataResponse(Stat stat) implements Record {

    /**
     * A null Stat is refused: jute cannot encode a null nested record.
     */
    public SetDataResponse {
        Objects.requireNonNull(stat, "SetDataResponse.stat");
    }

    @Override
    public void encode(ByteBuf out) {
        stat.encode(out);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SetDataResponse decode(ByteBuf in) {
        return new SetDataResponse(Stat.decode(in));
    }
}
