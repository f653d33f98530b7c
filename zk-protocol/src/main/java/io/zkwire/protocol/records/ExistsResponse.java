package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.internal.Jute;
import java.util.Objects;

/**
 * Response body of exists (3).
 */
public record ExistsResponse(Stat stat) implements Record {

    /**
     * A null Stat is refused: jute cannot encode a null nested record.
     */
    public ExistsResponse {
        Objects.requireNonNull(stat, "ExistsResponse.stat");
    }

    @Override
    public void encode(ByteBuf out) {
        stat.encode(out);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ExistsResponse decode(ByteBuf in) {
        return new ExistsResponse(Stat.decode(in));
    }
}
