package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ConnectException;
import java.net.SocketException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Each fault on the way to one real standalone server, seen with the four-letter word {@code srvr}. */
class FaultProxyTest extends ServerBehindProxy {
    /** Long enough for any reply that is let through, on a loaded machine. */
    private static final Duration PATIENCE = Duration.ofSeconds(20);
    /** How long a stalled connection is watched for a reply that must not come. */
    private static final Duration STALL = Duration.ofSeconds(1);

    @Test
    void passForwardsBothWays() throws Exception {
        assertEquals(new Fault.Pass(), proxy.fault());
        assertTrue(srvr().contains("Mode: standalone"));
        assertEquals("127.0.0.1:" + proxy.port(), proxy.connectString());
    }

    @Test
    void blackholeStallsAnOpenConnectionUntilItEnds() throws Exception {
        try (RawConnection connection = RawConnection.open(proxy.port())) {
            proxy.awaitConnections(1, PATIENCE);
            proxy.blackhole();

            connection.send("srvr");

            assertThrows(SocketTimeoutException.class, () -> connection.readToEnd(STALL));
            proxy.pass();
            assertTrue(connection.readToEnd(PATIENCE).contains("Mode: standalone"));
        }
    }

    @Test
    void blackholeWithADurationEndsByItself() throws Exception {
        Duration partition = Duration.ofSeconds(2);
        long before = System.nanoTime();
        proxy.blackhole(partition);

        String reply = srvr();

        assertTrue(System.nanoTime() - before >= partition.toNanos(), "the reply came through the blackhole");
        assertTrue(reply.contains("Mode: standalone"));
        assertEquals(new Fault.Pass(), proxy.fault());
    }

    @Test
    void resetGivesTheClientAConnectionReset() throws Exception {
        try (RawConnection connection = RawConnection.open(proxy.port())) {
            proxy.awaitConnections(1, PATIENCE);

            proxy.reset();

            assertReset(() -> connection.readToEnd(PATIENCE));
        }
        assertTrue(srvr().contains("Mode: standalone"), "new connections pass after a one-off reset");
    }

    @Test
    void keepResettingResetsNewConnectionsUntilItEnds() throws Exception {
        proxy.keepResetting(PATIENCE);

        assertReset(() -> {
            try (RawConnection connection = RawConnection.open(proxy.port())) {
                connection.readToEnd(PATIENCE);
            }
        });
        proxy.pass();
        assertTrue(srvr().contains("Mode: standalone"));
    }

    @Test
    void delayHoldsEachDirectionBack() throws Exception {
        Duration latency = Duration.ofMillis(300);
        proxy.delay(latency);
        long before = System.nanoTime();

        String reply = srvr();

        assertTrue(System.nanoTime() - before >= latency.multipliedBy(2).toNanos(),
                "request and reply each wait " + latency);
        assertTrue(reply.contains("Mode: standalone"));
    }

    @Test
    void closeEndsConnectionsPortAndThread() throws Exception {
        try (RawConnection connection = RawConnection.open(proxy.port())) {
            proxy.awaitConnections(1, PATIENCE);

            proxy.close();

            assertEquals("", connection.readToEnd(PATIENCE), "the open connection was closed");
        }
        assertTrue(proxy.isTerminated(), "the proxy's event loop still runs");
        assertThrows(ConnectException.class, () -> RawConnection.open(proxy.port()).close());
        assertThrows(IllegalStateException.class, proxy::blackhole);
    }

    /** A reset shows while connecting ("Connection reset by peer") or while reading ("Connection reset"). */
    private static void assertReset(Executable action) {
        SocketException reset = assertThrows(SocketException.class, action);
        assertTrue(reset.getMessage().startsWith("Connection reset"), reset.toString());
    }

    private String srvr() throws IOException {
        try (RawConnection connection = RawConnection.open(proxy.port())) {
            connection.send("srvr");
            return connection.readToEnd(PATIENCE);
        }
    }
}
