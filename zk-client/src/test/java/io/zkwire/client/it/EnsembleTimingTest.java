package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.client.internal.session.SessionTimers;
import io.zkwire.client.testing.LogCapture;
import io.zkwire.protocol.OpCode;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code ensembleTiming}: the client allows for a follower cut off from its leader (docs/contributing/fault-tolerance.md,
 * "The lost rule") by giving up earlier, and pings more often so that a healthy session never reaches that
 * earlier deadline. The cut-off follower itself is the fault-tolerance module's scenario; here, the price on
 * a healthy connection.
 */
@Timeout(60)
class EnsembleTimingTest {

    private static final int TICK_MS = 200;
    private static final int SYNC_LIMIT = 2;
    private static final long LAG_MS = SYNC_LIMIT * TICK_MS + TICK_MS / 2;

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void aHealthySessionPingsOftenEnoughAndIsNeverGivenUp() throws Exception {
        FaultProxy proxy = server.proxy();
        CountDownLatch pings = new CountDownLatch(6);
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
            if (frame.index() > 0 && frame.opcode() == OpCode.PING.code()) {
                pings.countDown();
            }
        });
        List<ConnectionState> states = new CopyOnWriteArrayList<>();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(4_000)
                .ensembleTiming(TICK_MS, SYNC_LIMIT));
        client.addConnectionStateListener((c, state) -> states.add(state));
        int t = client.negotiatedSessionTimeoutMs();
        long ping = SessionTimers.pingDueAfterIdleMs(t, LAG_MS);
        long lostAfterAnsweredSend = t - SessionTimers.followerAllowanceMs(t, LAG_MS) - SessionTimers.lostMarginMs(t);
        assertTrue(lostAfterAnsweredSend >= 2 * ping, "the deadline stays two ping intervals ahead");

        // six pings in a row, each answered in time, whatever the negotiated timeout: more than the
        // allowance-shortened deadline would let pass if the pings did not move it
        assertTrue(pings.await(7 * ping + 5_000, TimeUnit.MILLISECONDS), "pings every " + ping + " ms of silence");
        // the first CONNECTED may reach a listener added after the client connected: not a change
        assertEquals(List.of(), states.stream().filter(state -> state != ConnectionState.CONNECTED).toList(),
                "no state change: the session was never suspended or given up");
        assertTrue(client.isConnected());
    }

    @Test
    void aTimeoutTooShortForTheLagIsToldOnceWithTheTimeoutThatWouldDo() throws Exception {
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal.session.FollowerLagWarning")) {
            // tickTime 2 s, syncLimit 5 (ZooKeeper's sample zoo.cfg): a follower may answer 11 s past the leader
            ZkClient client = server.client(b -> b.sessionTimeoutMs(4_000).ensembleTiming(2_000, 5));
            String warning = log.await(line -> line.startsWith("WARNING ") && line.contains("ensembleTiming"),
                    Duration.ofSeconds(10));
            assertTrue(warning.contains("Raise sessionTimeoutMs to at least"), warning);
            assertTrue(client.isConnected(), "a warning, not a refusal: the client still works");
        }
    }

    @Test
    void aStandaloneServerSaysSoWhateverTheConnectStringNames() throws Exception {
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal.session.FollowerLagWarning")) {
            // the same server named twice: the server's empty /zookeeper/config says it is standalone
            ZkClient named = server.client(b -> b.connectString(server.connectString() + "," + server.connectString())
                    .sessionTimeoutMs(4_000));
            named.create().forPath("/standalone-says-so"); // answered after the server's config was read
            server.client(b -> b.sessionTimeoutMs(4_000));
            server.client(b -> b.connectString(server.connectString() + "," + server.connectString())
                    .sessionTimeoutMs(4_000).ensembleTiming(200, 2)); // given timing a 4 s session covers
            assertEquals(List.of(), log.lines("WARNING"), "no lag to warn about on a standalone server");
        }
    }

    @Test
    void nonsenseTimingIsRefusedWithTheReason() {
        var builder = ZkClient.builder().connectString(server.connectString());
        var tick = assertThrows(IllegalArgumentException.class, () -> builder.ensembleTiming(0, 5));
        assertTrue(tick.getMessage().contains("tickTimeMs"), tick.getMessage());
        var sync = assertThrows(IllegalArgumentException.class, () -> builder.ensembleTiming(2_000, -1));
        assertTrue(sync.getMessage().contains("syncLimit"), sync.getMessage());
    }
}
