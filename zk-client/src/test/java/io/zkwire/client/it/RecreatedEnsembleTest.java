// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.client.testing.LogCapture;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An ensemble recreated with empty data (a container without a volume, a test cluster made again, a restore
 * from an older backup) has a history older than the zxid the client had seen, and refuses any handshake that
 * names that zxid. The client must still start a new session on it within its connection timeout and say so
 * once; while a session lives, a server behind its zxid stays refused.
 */
@Timeout(180)
class RecreatedEnsembleTest {

    private static final String WARNING_LOGGER = "io.zkwire.client.internal.session.OlderHistoryWarning";
    private static final int SESSION_TIMEOUT_MS = 4_000;
    private static final int CONNECTION_TIMEOUT_MS = 15_000;
    private static final int NODES_BEFORE = 20;

    @Test
    void aWipedStandaloneServerTakesANewSessionWithinTheConnectionTimeout() throws Exception {
        try (ZkEnsemble zk = TestServers.start(TestServers.builder(1, TestServers.DEFAULT_VERSION).build())) {
            startsOverOnTheRecreatedEnsemble(zk, () -> zk.server(0).wipeAndRestart());
        }
    }

    @Test
    void aWipedEnsembleTakesANewSessionWithinTheConnectionTimeout() throws Exception {
        try (ZkEnsemble zk = TestServers.start(TestServers.builder(3, TestServers.DEFAULT_VERSION).build())) {
            startsOverOnTheRecreatedEnsemble(zk, zk::wipeAndRestart);
        }
    }

    private static void startsOverOnTheRecreatedEnsemble(ZkEnsemble zk, Runnable recreate) throws Exception {
        try (LogCapture log = LogCapture.of(WARNING_LOGGER);
                ZkClient client = Clients.started(Clients.builder(zk.connectString())
                        .sessionTimeoutMs(SESSION_TIMEOUT_MS).connectionTimeoutMs(CONNECTION_TIMEOUT_MS))) {
            StateRecorder states = new StateRecorder();
            client.addConnectionStateListener(states);
            long oldSession = client.sessionId();
            client.create().forPath("/before");
            for (int i = 0; i < NODES_BEFORE; i++) {
                client.create().forPath("/before/n" + i); // the zxid the client has seen grows
            }

            recreate.run();
            assertTrue(client.blockUntilConnected(CONNECTION_TIMEOUT_MS, TimeUnit.MILLISECONDS),
                    "a new session on the recreated ensemble within the connection timeout");

            assertNotEquals(oldSession, client.sessionId(), "a new session: the old one died with the data");
            List<ConnectionState> beforeReconnected = states.awaitState(ConnectionState.RECONNECTED);
            assertTrue(beforeReconnected.contains(ConnectionState.LOST), () -> "LOST first: " + beforeReconnected);
            assertNull(client.checkExists().forPath("/before"), "the recreated ensemble is empty");
            byte[] data = "after".getBytes(StandardCharsets.UTF_8);
            client.create().forPath("/after", data);
            assertArrayEquals(data, client.getData().forPath("/after"));

            String warning = log.await(line -> line.startsWith("WARNING "), Duration.ofSeconds(30));
            assertTrue(warning.contains("history is older than what this client had seen"), warning);
            assertTrue(warning.contains("recipes start over"), warning);
            client.setData().forPath("/after", data); // more replies below the old zxid: still one warning
            client.sync("/after");
            assertEquals(1, log.lines("WARNING").size(), () -> "one warning: " + log.lines("WARNING"));
        }
    }

    /**
     * While the session lives, a server behind the zxid it has seen must refuse it and stay unused: here a
     * second, fresh server in the connect string, while the session's own server restarts with its data. Were
     * the client to resume from zxid 0, that server would answer "expired" and the live session would be lost.
     */
    @Test
    void aLiveSessionNeverResumesOnAServerBehindIt() throws Exception {
        // a 2 s tick allows a 30 s session: ample time to try the other server and restart this one
        try (ZkEnsemble home = TestServers.start(TestServers.builder(1, TestServers.DEFAULT_VERSION)
                        .tickTime(Duration.ofSeconds(2)).build());
                ZkEnsemble behind = TestServers.start(TestServers.builder(1, TestServers.DEFAULT_VERSION).build());
                FaultProxy toBehind = FaultProxy.to(behind.server(0))) {
            toBehind.set(Fault.resetAll()); // the first session starts at home
            try (ZkClient client = Clients.started(Clients.builder(home.connectString() + ","
                    + toBehind.connectString()).sessionTimeoutMs(30_000).connectionTimeoutMs(CONNECTION_TIMEOUT_MS))) {
                StateRecorder states = new StateRecorder();
                client.addConnectionStateListener(states);
                long session = client.sessionId();
                client.create().forPath("/live");
                for (int i = 0; i < NODES_BEFORE; i++) {
                    client.create().forPath("/live/n" + i);
                }

                home.server(0).kill();
                CountDownLatch handshakesBehind = new CountDownLatch(2);
                toBehind.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
                    if (frame.index() == 0) {
                        handshakesBehind.countDown();
                    }
                });
                toBehind.pass();
                assertTrue(handshakesBehind.await(30, TimeUnit.SECONDS), "the client tried the server behind it");
                home.server(0).start();

                List<ConnectionState> beforeReconnected = states.awaitState(ConnectionState.RECONNECTED);
                assertFalse(beforeReconnected.contains(ConnectionState.LOST), () -> "the session lived on, yet: "
                        + beforeReconnected);
                assertEquals(session, client.sessionId());
                assertEquals(NODES_BEFORE, client.getChildren().forPath("/live").size());
            }
        }
    }
}
