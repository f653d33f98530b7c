package io.zkwire.client.it;

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
 * Data exactly at the client's jute.maxbuffer (default 0xfffff) is written and read back; one byte more is
 * refused before anything is sent, and the session carries on undisturbed.
 */
class SizeLimitTest {

    /** The client's default limit, as the official client's. */
    private static final int DEFAULT_LIMIT = 0xfffff;

    /**
     * The server checks jute.maxbuffer against the whole request frame (header, path, ACLs and data), the
     * client against the data; give the server room for the envelope so the client's limit is what is
     * tested.
     */
    @RegisterExtension
    static final SharedServer server = new SharedServer(b -> b.jvmArg("-Djute.maxbuffer=" + (DEFAULT_LIMIT + 65_536)));

    private static byte[] randomBytes(int length) {
        byte[] data = new byte[length];
        new Random(length).nextBytes(data);
        return data;
    }

    @Test
    void dataAtTheDefaultLimitIsWrittenAndReadBack() throws Exception {
        ZkClient client = server.client();
        byte[] atLimit = randomBytes(DEFAULT_LIMIT);

        client.create().forPath(server.root(), atLimit);
        assertArrayEquals(atLimit, client.getData().forPath(server.root()));

        byte[] other = randomBytes(DEFAULT_LIMIT - 1);
        client.setData().forPath(server.root(), other);
        assertArrayEquals(other, client.getData().forPath(server.root()));
    }

    @Test
    void oneByteOverTheDefaultLimitIsRefusedBeforeSending() throws Exception {
        ZkClient client = server.client();
        StateRecorder states = new StateRecorder();
        client.addConnectionStateListener(states);
        long session = client.sessionId();
        client.create().forPath(server.root(), new byte[] {1});
        byte[] overLimit = randomBytes(DEFAULT_LIMIT + 1);

        assertThrows(IllegalArgumentException.class, () -> client.create().forPath(server.path("big"), overLimit));
        assertThrows(IllegalArgumentException.class, () -> client.setData().forPath(server.root(), overLimit));
        assertThrows(IllegalArgumentException.class, () -> client.transaction()
                .create(server.path("big"), overLimit, CreateMode.PERSISTENT).commit());
        Await.refused(IllegalArgumentException.class, () -> client.async().setData().forPath(server.root(), overLimit));

        // The server (with its larger limit) would have accepted them: their absence shows nothing was sent.
        assertNull(client.checkExists().forPath(server.path("big")));
        assertArrayEquals(new byte[] {1}, client.getData().forPath(server.root()));
        assertEquals(session, client.sessionId());
        // (The first CONNECTED may still be on its way to a listener added just after connecting.)
        List<ConnectionState> seen = states.drain();
        assertTrue(seen.stream().allMatch(s -> s == ConnectionState.CONNECTED),
                () -> "the connection must not have been disturbed: " + seen);
    }

    @Test
    void aSmallerConfiguredLimitIsHonoured() throws Exception {
        ZkClient client = server.client(b -> b.maxBufferBytes(1000));

        client.create().forPath(server.root(), new byte[1000]);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> client.setData().forPath(server.root(), new byte[1001]));

        assertTrue(String.valueOf(e.getMessage()).contains("1000"), () -> "message should name the limit: " + e);
        assertEquals(1000, client.checkExists().forPath(server.root()).dataLength());
    }
}
