package io.zkwire.client.it;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * jute.maxbuffer (client default 0xfffff, as the server's) bounds the whole request frame, as the server
 * enforces it: the largest create and setData that fit exactly are sent and read back from a server with
 * the same limit; one byte more is refused before anything is sent, and the session carries on undisturbed.
 */
class SizeLimitTest {

    /** The client's and the server's default jute.maxbuffer. */
    private static final int DEFAULT_LIMIT = 0xfffff;

    /** OPEN_ACL_UNSAFE on the wire: count 4, perms 4, "world" 4+5, "anyone" 4+6. */
    private static final int OPEN_ACL_BYTES = 27;

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    /** A create frame's bytes besides the data (docs/contributing/protocol.md §4.3): header, path, data length, ACL, flags. */
    private static int createOverhead(String path) {
        return 8 + 4 + path.getBytes(UTF_8).length + 4 + OPEN_ACL_BYTES + 4;
    }

    /** A setData frame's bytes besides the data: header, path, data length, version. */
    private static int setDataOverhead(String path) {
        return 8 + 4 + path.getBytes(UTF_8).length + 4 + 4;
    }

    private static byte[] randomBytes(int length) {
        byte[] data = new byte[length];
        new Random(length).nextBytes(data);
        return data;
    }

    @Test
    void createAndSetDataFillingTheLargestFrameAreWrittenAndReadBack() throws Exception {
        ZkClient client = server.client();
        byte[] created = randomBytes(DEFAULT_LIMIT - createOverhead(server.root()));

        client.create().forPath(server.root(), created);
        assertArrayEquals(created, client.getData().forPath(server.root()));

        byte[] set = randomBytes(DEFAULT_LIMIT - setDataOverhead(server.root()));
        client.setData().forPath(server.root(), set);
        assertArrayEquals(set, client.getData().forPath(server.root()));
    }

    @Test
    void oneByteMoreIsRefusedBeforeSending() throws Exception {
        ZkClient client = server.client();
        StateRecorder states = new StateRecorder();
        client.addConnectionStateListener(states);
        long session = client.sessionId();
        client.create().forPath(server.root(), new byte[] {1});
        String big = server.path("big");
        byte[] createTooBig = randomBytes(DEFAULT_LIMIT - createOverhead(big) + 1);
        byte[] setTooBig = randomBytes(DEFAULT_LIMIT - setDataOverhead(server.root()) + 1);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> client.create().forPath(big, createTooBig));
        assertTrue(String.valueOf(e.getMessage()).contains(Integer.toString(DEFAULT_LIMIT)),
                () -> "the message should name the limit: " + e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> client.setData().forPath(server.root(), setTooBig));
        assertThrows(IllegalArgumentException.class, () -> client.transaction()
                .create(big, createTooBig, CreateMode.PERSISTENT).commit());
        Await.refused(IllegalArgumentException.class, () -> client.async().setData().forPath(server.root(), setTooBig));

        // Had any of them been sent, the server would have dropped the connection (SUSPENDED).
        assertNull(client.checkExists().forPath(big));
        assertArrayEquals(new byte[] {1}, client.getData().forPath(server.root()));
        assertEquals(session, client.sessionId());
        // (The first CONNECTED may still be on its way to a listener added just after connecting.)
        List<ConnectionState> seen = states.drain();
        assertTrue(seen.stream().allMatch(s -> s == ConnectionState.CONNECTED),
                () -> "the connection must not have been disturbed: " + seen);
    }

    @Test
    void aSmallerConfiguredLimitIsHonoured() throws Exception {
        int limit = 1000;
        ZkClient client = server.client(b -> b.maxBufferBytes(limit));
        int fits = limit - createOverhead(server.root());

        client.create().forPath(server.root(), new byte[fits]);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> client.setData().forPath(server.root(), new byte[limit - setDataOverhead(server.root()) + 1]));

        assertTrue(String.valueOf(e.getMessage()).contains(Integer.toString(limit)),
                () -> "the message should name the limit: " + e.getMessage());
        assertEquals(fits, client.checkExists().forPath(server.root()).dataLength());
    }
}
