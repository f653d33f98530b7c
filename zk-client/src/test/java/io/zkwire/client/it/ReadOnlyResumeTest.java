package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A read-write session resumed on a read-only server (one cut off from its quorum) cannot prove that the
 * quorum still counts it as alive: the quorum may be expiring it meanwhile. So LOST comes by the same
 * deadline as without any connection, the last answer of a read-write server + T − margin, however
 * willingly the read-only server answers.
 */
@Timeout(120)
class ReadOnlyResumeTest {

    /**
     * 3.9.5 refuses to resume a read-write session on a read-only server ("Refusing global session
     * reconnection in RO mode" in its log), so the client stays disconnected and LOST comes by the ordinary
     * rule; 3.5.10 accepts the resumption, which is the case this test is about.
     */
    private static final String ACCEPTS_RESUME_READ_ONLY = "3.5.10";
    // Long enough that the lone server turns read-only (about 2 s after losing its quorum) before it runs out.
    private static final int SESSION_TIMEOUT_MS = 8_000;

    @RegisterExtension
    static final SharedServer server = new SharedServer(b -> b.servers(3).version(ACCEPTS_RESUME_READ_ONLY)
            .systemProperty("readonlymode.enabled", "true"));

    @Test
    void aSessionResumedReadOnlyIsLostByTheReadWriteDeadline() {
        StateRecorder states = new StateRecorder();
        ZkClient client = server.client(b -> b.connectString(server.ensemble().server(0).connectString())
                .canBeReadOnly(true).sessionTimeoutMs(SESSION_TIMEOUT_MS));
        client.addConnectionStateListener(states);

        long cut = System.nanoTime();
        server.ensemble().server(1).kill();
        server.ensemble().server(2).kill();

        states.awaitState(ConnectionState.READ_ONLY, SESSION_TIMEOUT_MS);
        states.awaitState(ConnectionState.LOST, SESSION_TIMEOUT_MS);
        long lostAfterMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - cut);
        assertTrue(lostAfterMs <= SESSION_TIMEOUT_MS, () -> "LOST came " + lostAfterMs + " ms after the quorum was"
                + " gone, later than the " + SESSION_TIMEOUT_MS + " ms session timeout");
    }
}
