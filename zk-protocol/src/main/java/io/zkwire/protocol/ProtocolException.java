package io.zkwire.protocol;

/**
 * The one exception zk-protocol throws for bytes that do not form a valid message: a truncated
 * record, a negative or oversized length, a vector count the frame cannot hold, invalid UTF-8, an
 * unknown wire value. The message names the field or record, the value seen and the bytes left.
 *
 * <p>Unchecked on purpose: a malformed frame is not recoverable by the caller of a decoder; the
 * connection that produced it has to be dropped (the session itself may survive on a new one).
 */
public class ProtocolException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** With a message saying what was wrong with the bytes. */
    public ProtocolException(String message) {
        super(message);
    }

    /** With a message and the failure underneath. */
    public ProtocolException(String message, Throwable cause) {
        super(message, cause);
    }
}
