package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.Jute;
import io.zkwire.protocol.Record;
import java.util.Arrays;
import java.util.Objects;

/**
 * First server frame, sent without a ReplyHeader (docs/contributing/protocol.md §2.2).
 *
 * <p>{@code timeOut <= 0} means the session is expired or unknown (the server then closes the socket).
 * Servers before 3.4 omit {@code readOnly}: {@link #decode} reads it only if a byte remains, and reads
 * false otherwise. {@link #encode} always writes it. The password array is not copied, and toString
 * does not print it.
 */
public record ConnectResponse(
        int protocolVersion,
        int timeOut,
        long sessionId,
        byte[] passwd,
        boolean readOnly) implements Record {

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, protocolVersion);
        Jute.writeInt(out, timeOut);
        Jute.writeLong(out, sessionId);
        Jute.writeBuffer(out, passwd);
        Jute.writeBoolean(out, readOnly);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ConnectResponse decode(ByteBuf in) {
        int protocolVersion = Jute.readInt(in, "ConnectResponse.protocolVersion");
        int timeOut = Jute.readInt(in, "ConnectResponse.timeOut");
        long sessionId = Jute.readLong(in, "ConnectResponse.sessionId");
        byte[] passwd = Jute.readBuffer(in, "ConnectResponse.passwd");
        boolean readOnly = in.isReadable() && Jute.readBoolean(in, "ConnectResponse.readOnly");
        return new ConnectResponse(protocolVersion, timeOut, sessionId, passwd, readOnly);
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof ConnectResponse other
                && protocolVersion == other.protocolVersion
                && timeOut == other.timeOut
                && sessionId == other.sessionId
                && Arrays.equals(passwd, other.passwd)
                && readOnly == other.readOnly;
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(protocolVersion, timeOut, sessionId, readOnly) + Arrays.hashCode(passwd);
    }

    @Override
    public String toString() {
        return "ConnectResponse[protocolVersion=" + protocolVersion
                + ", timeOut=" + timeOut
                + ", sessionId=" + sessionId
                + ", passwd=" + Secrets.redacted(passwd)
                + ", readOnly=" + readOnly
                + "]";
    }
}
