package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link FaultProxy#listen}: whole frames, in order, per direction, without changing what is relayed. */
class FrameListenerTest {
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
