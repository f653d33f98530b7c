package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Dropping one direction, against a peer that speaks first (ZooKeeper never does), so that each direction
 * can be seen on its own: what the peer received, and what the client read, until each side's close.
 */
class DirectionalFaultTest {
    private static final Duration PATIENCE = Duration.ofSeconds(20);
    private EchoPeer peer;
    private FaultProxy proxy;

    @BeforeEach
    void start() throws Exception {
        peer = new EchoPeer();
        proxy = FaultProxy.to(peer.port());
    }

    @AfterEach
    void stop() throws Exception {
        proxy.close();
        peer.close();
    }

    @Test
    void droppingRequestsStillDeliversReplies() throws Exception {
        proxy.drop(Direction.CLIENT_TO_SERVER);

        try (RawConnection connection = RawConnection.open(proxy.port())) {
            assertEquals(EchoPeer.GREETING, connection.read(EchoPeer.GREETING.length(), PATIENCE));
            connection.send("lost on the way");
            connection.finishSending();

            assertEquals("", peer.awaitReceived(PATIENCE), "the peer received dropped bytes");
            assertEquals("", connection.readToEnd(PATIENCE), "an echo of dropped bytes came back");
        }
    }

    @Test
    void droppingRepliesStillDeliversRequests() throws Exception {
        proxy.drop(Direction.SERVER_TO_CLIENT);

        try (RawConnection connection = RawConnection.open(proxy.port())) {
            connection.send("arrives");
            connection.finishSending();

            assertEquals("arrives", peer.awaitReceived(PATIENCE));
            assertEquals("", connection.readToEnd(PATIENCE), "greeting or echo came through");
        }
    }

    /** The client half-closes first; the peer's echo comes after that and must still get through. */
    @Test
    void passingAgainLetsBothWaysThroughEvenAfterTheClientsHalfClose() throws Exception {
        proxy.drop(Direction.SERVER_TO_CLIENT);
        proxy.pass();

        try (RawConnection connection = RawConnection.open(proxy.port())) {
            connection.send("ping");
            connection.finishSending();

            assertEquals("ping", peer.awaitReceived(PATIENCE));
            assertEquals(EchoPeer.GREETING + "ping", connection.readToEnd(PATIENCE));
        }
    }
}
