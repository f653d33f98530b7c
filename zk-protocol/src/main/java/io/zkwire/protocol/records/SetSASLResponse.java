package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.Arrays;

/**
 * Response body of sasl (102): the server's SASL token. The array is not copied, and toString does
 * not print it.
 */
public record SetSASLResponse(byte[] token) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeBuffer(out, token);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static SetSASLResponse decode(ByteBuf in) {
        return new SetSASLResponse(Jute.readBuffer(in, "SetSASLResponse.token"));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof SetSASLResponse other && Arrays.equals(token, other.token);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(token);
    }

    @Override
    public String toString() {
        return "SetSASLResponse[token=" + Secrets.redacted(token) + "]";
    }
}
