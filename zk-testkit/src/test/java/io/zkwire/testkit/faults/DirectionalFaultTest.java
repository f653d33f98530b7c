package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Dropping, holding and listening to one direction, against a peer that speaks first (ZooKeeper never does), so
 * that each direction can be seen on its own: what the peer received, and what the client read, until each
 * side's close.
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

    @Test
    void holdingRepliesDeliversRequestsAndTheRepliesOnlyOncePassing() throws Exception {
        proxy.hold(Direction.SERVER_TO_CLIENT);

        try (RawConnection connection = RawConnection.open(proxy.port())) {
            connection.send("request");
            connection.finishSending();

            assertEquals("request", peer.awaitReceived(PATIENCE));
            assertThrows(SocketTimeoutException.class, () -> connection.read(1, Duration.ofMillis(300)),
                    "a reply came through while held");
            proxy.pass();
            assertEquals(EchoPeer.GREETING + "request", connection.readToEnd(PATIENCE), "held replies were lost");
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

    @Test
    void hearsWholeClientFramesEvenWhenSplitAndNothingOfAStreamThatIsNotFramed() throws Exception {
        List<String> requests = new CopyOnWriteArrayList<>();
        List<Frame> replies = new CopyOnWriteArrayList<>();
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> requests.add(frame + " " + payload(body)));
        proxy.listen(Direction.SERVER_TO_CLIENT, (frame, body) -> replies.add(frame));
        String first = frame(7, 4, "/a");
        String second = frame(8, 11, "");
        String sent = first + second;

        try (RawConnection connection = RawConnection.open(proxy.port())) {
            connection.send(first.substring(0, 6)); // the prefix and half a header
            connection.send(first.substring(6) + second);
            connection.finishSending();

            assertEquals(sent, peer.awaitReceived(PATIENCE), "the relayed bytes changed");
            assertEquals(EchoPeer.GREETING + sent, connection.readToEnd(PATIENCE));
        }
        assertEquals(List.of(new Frame(0, 10, 7, 4) + " /a", new Frame(1, 8, 8, 11) + " "), requests);
        assertEquals(List.of(), replies, "the peer's greeting is no frame, nor is anything after it");
    }

    /** A ZooKeeper-like frame: length, xid, opcode, then the payload. */
    private static String frame(int xid, int opcode, String payload) {
        ByteBuffer bytes = ByteBuffer.allocate(12 + payload.length());
        bytes.putInt(8 + payload.length()).putInt(xid).putInt(opcode).put(payload.getBytes(StandardCharsets.US_ASCII));
        return new String(bytes.array(), StandardCharsets.US_ASCII);
    }

    private static String payload(ByteBuffer body) {
        byte[] rest = new byte[body.remaining() - 8];
        body.position(8).get(rest);
        return new String(rest, StandardCharsets.US_ASCII);
    }
}
