package io.zkwire.protocol.codec;

import io.zkwire.protocol.records.Record;
import java.util.Objects;

/**
 * An outbound message for {@link FrameEncoder}: a header (or the Connect record of the handshake) and
 * an optional body.
 */
public record Frame(Record header, Record body) {

    /** Refuses a null header; the body may be null. */
    public Frame {
        Objects.requireNonNull(header, "header");
    }

    /** A frame with no body (ping, closeSession, whoAmI, the handshake). */
    public Frame(Record header) {
        this(header, null);
    }
}
