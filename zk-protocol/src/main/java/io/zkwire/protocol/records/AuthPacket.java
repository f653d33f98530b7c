package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import java.util.Arrays;
import java.util.Objects;

/**
 * Request body of auth (100, xid -4). {@code type} is always 0; for digest, {@code auth} is the
 * UTF-8 text {@code user:password}. The array is not copied, and toString does not print it.
 */
public record AuthPacket(int type, String scheme, byte[] auth) implements Record {

    /** An auth packet with the only type in use, 0. */
    public AuthPacket(String scheme, byte[] auth) {
        this(0, scheme, auth);
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, type);
        Jute.writeString(out, scheme);
        Jute.writeBuffer(out, auth);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static AuthPacket decode(ByteBuf in) {
        return new AuthPacket(
                Jute.readInt(in, "AuthPacket.type"),
                Jute.readString(in, "AuthPacket.scheme"),
                Jute.readBuffer(in, "AuthPacket.auth"));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof AuthPacket other
                && type == other.type
                && Objects.equals(scheme, other.scheme)
                && Arrays.equals(auth, other.auth);
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(type, scheme) + Arrays.hashCode(auth);
    }

    @Override
    public String toString() {
        return "AuthPacket[type=" + type + ", scheme=" + scheme + ", auth=" + Secrets.redacted(auth) + "]";
    }
}
