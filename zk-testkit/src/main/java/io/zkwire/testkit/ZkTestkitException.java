package io.zkwire.testkit;

/** A server or ensemble could not be started, reached or stopped; the message says why and what to check. */
public class ZkTestkitException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** With a message saying what failed and what the test environment lacks. */
    public ZkTestkitException(String message) {
        super(message);
    }

    /** With a message and the failure underneath. */
    public ZkTestkitException(String message, Throwable cause) {
        super(message, cause);
    }
}
