package io.zkwire.testkit;

import io.zkwire.testkit.internal.Loopback;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Picks loopback ports that are free right now by letting the kernel choose an ephemeral one. Another process
 * can still take it before the server binds it; callers retry a start that failed on a taken port.
 */
final class FreePorts {
    /** Ports already handed out by this JVM, so two servers of one test run never get the same one. */
    private static final Set<Integer> HANDED_OUT = ConcurrentHashMap.newKeySet();
    private static final int ATTEMPTS = 100;

    private FreePorts() {
    }

    static int next() {
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            int port = bindEphemeral();
            if (HANDED_OUT.add(port)) {
                return port;
            }
        }
        throw new ZkTestkitException("found no free loopback port in " + ATTEMPTS + " attempts");
    }

    private static int bindEphemeral() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName(Loopback.ADDRESS))) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot bind an ephemeral port on " + Loopback.ADDRESS, e);
        }
    }
}
