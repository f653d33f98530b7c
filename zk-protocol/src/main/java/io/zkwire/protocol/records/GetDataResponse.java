package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.internal.Jute;
import java.util.Arrays;
import java.util.Objects;

/**
 * Response body of getData (4) and reconfig (16). {@code data} is null for a node created with null
 * data; the array is not copied.
 */
public record GetDataResponse(byte[] data, Stat stat) implements Record {

    /**
     * A null Stat is refused: jute cannot encode a null nested record.
     */
    public GetDataResponse {
        Objects.requireNonNull(stat, "GetDataResponse.stat");
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeBuffer(out, data);
        stat.encode(out);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetDataResponse decode(ByteBuf in) {
        return new GetDataResponse(Jute.readBuffer(in, "GetDataResponse.data"), Stat.decode(in));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof GetDataResponse other
                && Arrays.equals(data, other.data)
                && Objects.equals(stat, other.stat);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(stat) + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "GetDataResponse[data=" + Arrays.toString(data) + ", stat=" + stat + "]";
    }
}
