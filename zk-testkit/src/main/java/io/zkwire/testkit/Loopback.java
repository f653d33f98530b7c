package io.zkwire.testkit;

/** Every server the kit starts listens on the IPv4 loopback address only. */
final class Loopback {
    static final String ADDRESS = "127.0.0.1";

    private Loopback() {
    }

    static String hostPort(int port) {
        return ADDRESS + ":" + port;
    }
}
