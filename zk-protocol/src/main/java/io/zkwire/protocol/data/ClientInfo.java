package io.zkwire.protocol.data;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import io.zkwire.protocol.records.Record;

/** One identity of the connection as reported by whoAmI (servers 3.7.0+). */
public record ClientInfo(String authScheme, String user) implements Record {

    /** Smallest encoding: two ustring lengths. */
    public static final int MIN_BYTES = 2 * Jute.INT_BYTES;

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, authScheme);
        Jute.writeString(out, user);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static ClientInfo decode(ByteBuf in) {
        return new ClientInfo(Jute.readString(in, "ClientInfo.authScheme"), Jute.readString(in, "ClientInfo.user"));
    }
}
