package io.zkwire.testkit;

/** A server or ensemble could not be started, reached or stopped; the message says why and what to check. */
public class ZkTestkitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ZkTestkitException(String message) {
        super(message);
    }

    public ZkTestkitException(String message, Throwable cause) {
        super(message, cause);
    }
}
