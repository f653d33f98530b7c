package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import java.util.List;
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
    /**
     * Long enough that the lone server turns read-only well before it runs out: that takes it about 7 s
     * (noticing the loss, a failed election, then the read-only server's start; measured in containers,
     * where a session timeout of 8 s left 0.6 s to spare and lost the race on a loaded machine).
     */
    private static final int SESSION_TIMEOUT_MS = 16_000;

    @RegisterExtension
    static final SharedServer server = new SharedServer(b -> b.servers(3).version(ACCEPTS_RESUME_READ_ONLY)
            .systemProperty("readonlymode.enabled", "true")
            .serverProperty("maxSessionTimeout", Integer.toString(SESSION_TIMEOUT_MS)));

    @Test
    void aSessionResumedReadOnlyIsLostByTheReadWriteDeadline() {
        StateRecorder states = new StateRecorder();
        // without the follower-lag allowance, which would end the session before the server turns read-only
        ZkClient client = server.client(b -> b.connectString(server.ensemble().server(0).connectString())
                .canBeReadOnly(true).sessionTimeoutMs(SESSION_TIMEOUT_MS).ignoreFollowerLag());
        client.addConnectionStateListener(states);

        server.ensemble().server(1).kill();
        server.ensemble().server(2).kill();
        // Both processes are dead now, so no read-write server answers anything sent from here on: the rule
        // puts LOST within the session timeout of this moment (minus the margin).
        List<ConnectionState> beforeLost = states.awaitState(ConnectionState.LOST, SESSION_TIMEOUT_MS);

        assertTrue(beforeLost.contains(ConnectionState.READ_ONLY), () -> "LOST came in time, but the read-only"
                + " server had not accepted the session before it (states: " + beforeLost + "), so the case this"
                + " test is about did not happen: the server took longer than usual to turn read-only");
    }
}
