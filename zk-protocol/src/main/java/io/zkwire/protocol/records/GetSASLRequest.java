package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.Arrays;

/**
 * Request body of sasl (102): one SASL token. The array is not copied, and toString does not print it.
 */
public record GetSASLRequest(byte[] token) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeBuffer(out, token);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static GetSASLRequest decode(ByteBuf in) {
        return new GetSASLRequest(Jute.readBuffer(in, "GetSASLRequest.token"));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof GetSASLRequest other && Arrays.equals(token, other.token);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(token);
    }

    @Override
    public String toString() {
        return "GetSASLRequest[token=" + Secrets.redacted(token) + "]";
    }
}
