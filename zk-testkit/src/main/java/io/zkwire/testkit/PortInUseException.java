package io.zkwire.testkit;

/** A server could not bind one of its ports: another process took it after the kit found it free. */
final class PortInUseException extends ZkTestkitException {
    private static final long serialVersionUID = 1L;

    PortInUseException(String message) {
        super(message);
    }
}
