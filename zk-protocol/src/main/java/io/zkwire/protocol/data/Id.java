package io.zkwire.protocol.data;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.internal.Jute;
import io.zkwire.protocol.records.Record;

/** An identity: {@code scheme} (world, auth, digest, ip, ...) and a scheme-specific {@code id}. */
public record Id(String scheme, String id) implements Record {

    /** Smallest encoding: two ustring lengths. */
    public static final int MIN_BYTES = 2 * Jute.INT_BYTES;

    @Override
    public void encode(ByteBuf out) {
        Jute.writeString(out, scheme);
        Jute.writeString(out, id);
    }

    /** Reads one from {@code in}; a truncated or malformed record throws ProtocolException. */
    public static Id decode(ByteBuf in) {
        return new Id(Jute.readString(in, "Id.scheme"), Jute.readString(in, "Id.id"));
    }
}
