package io.zkwire.testkit.internal;

/** Every server the kit starts listens on the IPv4 loopback address only. */
public final class Loopback {
    /** The address. */
    public static final String ADDRESS = "127.0.0.1";

    private Loopback() {
    }

    /** {@code 127.0.0.1:<port>}. */
    public static String hostPort(int port) {
        return ADDRESS + ":" + port;
    }

    /**
     * Whether something listens on the port. The TLS client port is bound after the plain one answers
     * {@code srvr}, so readiness must look at it separately.
     */
    public static boolean accepts(int port) {
        try (java.net.Socket socket = new java.net.Socket()) {
            socket.connect(new java.net.InetSocketAddress(ADDRESS, port), 1000);
            return true;
        } catch (java.io.IOException e) {
            return false;
        }
    }
}
