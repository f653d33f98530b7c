package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.Jute;
import io.zkwire.protocol.Record;
import java.util.Arrays;
import java.util.Objects;

/**
 * First client frame, sent without a RequestHeader (docs/contributing/protocol.md §2.1); 45 bytes for a new session.
 *
 * <p>{@code timeOut} is the requested session timeout (send the originally requested value on every
 * reconnect). The password array is not copied, and toString does not print it.
 */
public record ConnectRequest(
        int protocolVersion,
        long lastZxidSeen,
        int timeOut,
        long sessionId,
        byte[] passwd,
        boolean readOnly) implements Record {

    /** Length of the session password the server hands out. */
    public static final int PASSWORD_LENGTH = 16;

    /** The request for a brand-new session: zxid 0, session 0 and 16 zero password bytes. */
    public static ConnectRequest newSession(int timeOut, boolean readOnly) {
        return new ConnectRequest(0, 0, timeOut, 0, new byte[PASSWORD_LENGTH], readOnly);
    }

    /** The request that resumes {@code sessionId} with the password from its last ConnectResponse. */
    public static ConnectRequest resume(long lastZxidSeen, int timeOut, long sessionId, byte[] passwd,
            boolean readOnly) {
        return new ConnectRequest(0, lastZxidSeen, timeOut, sessionId, passwd, readOnly);
    }

    @Override
    public void encode(ByteBuf out) {
        Jute.writeInt(out, protocolVersion);
        Jute.writeLong(out, lastZxidSeen);
        Jute.writeInt(out, timeOut);
        Jute.writeLong(out, sessionId);
        Jute.writeBuffer(out, passwd);
        Jute.writeBoolean(out, readOnly);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ConnectRequest decode(ByteBuf in) {
        return new ConnectRequest(
                Jute.readInt(in, "ConnectRequest.protocolVersion"),
                Jute.readLong(in, "ConnectRequest.lastZxidSeen"),
                Jute.readInt(in, "ConnectRequest.timeOut"),
                Jute.readLong(in, "ConnectRequest.sessionId"),
                Jute.readBuffer(in, "ConnectRequest.passwd"),
                Jute.readBoolean(in, "ConnectRequest.readOnly"));
    }

    /** Compares the byte arrays by content (a record would compare their identity). */
    @Override
    public boolean equals(Object o) {
        return o instanceof ConnectRequest other
                && protocolVersion == other.protocolVersion
                && lastZxidSeen == other.lastZxidSeen
                && timeOut == other.timeOut
                && sessionId == other.sessionId
                && Arrays.equals(passwd, other.passwd)
                && readOnly == other.readOnly;
    }

    @Override
    public int hashCode() {
        return 31 * Objects.hash(protocolVersion, lastZxidSeen, timeOut, sessionId, readOnly) + Arrays.hashCode(passwd);
    }

    @Override
    public String toString() {
        return "ConnectRequest[protocolVersion=" + protocolVersion
                + ", lastZxidSeen=" + lastZxidSeen
                + ", timeOut=" + timeOut
                + ", sessionId=" + sessionId
                + ", passwd=" + Secrets.redacted(passwd)
                + ", readOnly=" + readOnly
                + "]";
    }
}
