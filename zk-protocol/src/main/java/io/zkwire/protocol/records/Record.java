package io.zkwire.protocol.records;

import io.netty.buffer.ByteBuf;
import io.zkwire.protocol.ProtocolException;

/**
 * A jute record: its fields written in declaration order with no tags or separators.
 *
 * <p>Every implementation also offers {@code public static X decode(ByteBuf in)}, which reads exactly
 * the bytes {@link #encode} writes and throws {@link ProtocolException} on malformed input.
 */
public interface Record {

    /** Appends this record's wire bytes to {@code out}. */
    void encode(ByteBuf out);
}
