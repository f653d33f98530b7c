// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException.NotReadOnlyException;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.QuorumLinks;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A client on a read-only server (one cut off from its quorum) moves to a read-write server as soon as
 * one answers, as Apache's client does, and keeps its session where the quorum still knows it. The
 * read-only server stays cut off from the others (a partition on the quorum links), so it never rejoins
 * the quorum itself and drops its clients: only the client's own probing takes it to the read-write side.
 */
@Timeout(240)
class ReadOnlyMoveTest {

    /**
     * How long the move may take once the read-write servers serve: the longest pause between probes (a
     * quarter of the session timeout), one probe, the reconnect jitter, and room for a busy machine.
     */
    private static final long MOVE_WITHIN_MS = 30_000;
    /**
     * A server that loses its quorum turns read-only after about 7 s (ReadOnlyResumeTest), but once, beside
     * another build on two cores, it took more than 46 s; room for that.
     */
    private static final long READ_ONLY_WITHIN_MS = 110_000;
    /** The testkit's timing: tickTime 500 ms, syncLimit 5. */
    private static final int TICK_MS = 500;
    private static final int SYNC_LIMIT = 5;
    private static final byte[] BEFORE = "before".getBytes(StandardCharsets.UTF_8);

    /**
     * 3.9.5 starts a session of its own on a read-only server (the client met no read-write one yet); the
     * quorum cannot know it, so the move starts a new session, and it is the client's first read-write
     * session: CONNECTED, as Curator reports it (its first state that is not READ_ONLY, SUSPENDED or LOST).
     */
    @Test
    void aClientThatStartedReadOnlyMovesWhenTheQuorumIsBack() {
        QuorumLinks links = new QuorumLinks();
        try (ZkEnsemble zk = TestServers.start(ensemble("3.9.5", 15_000, links)
                .serverProperty("localSessionsEnabled", "true")
                // isro needs no whitelisting where read-only mode is enabled (srvr is the kit's readiness probe)
                .serverProperty("4lw.commands.whitelist", "srvr").build())) {
            String path = "/read-only-move";
            try (ZkClient setup = Clients.started(Clients.builder(zk.connectString()))) {
                Await.result(setup.async().create().forPath(path, BEFORE));
            }
            zk.server(1).kill();
            zk.server(2).kill();

            StateRecorder states = new StateRecorder();
            ZkClient client = ZkClient.builder().connectString(zk.connectString()).canBeReadOnly(true)
                    .sessionTimeoutMs(15_000).build();
            try (client) {
                client.addConnectionStateListener(states);
                client.start();
                assertEquals(List.of(), states.awaitState(ConnectionState.READ_ONLY, READ_ONLY_WITHIN_MS));
                readsButCannotWrite(client, path);

                bringBackTheOthersWithout(zk, links, 0);
                List<ConnectionState> beforeMove = states.awaitState(ConnectionState.CONNECTED, MOVE_WITHIN_MS);

                assertEquals(List.of(ConnectionState.SUSPENDED), beforeMove, "states between READ_ONLY and CONNECTED");
                byte[] after = "after".getBytes(StandardCharsets.UTF_8);
                Await.result(client.async().setData().forPath(path, after));
                assertArrayEquals(after, Await.result(client.async().getData().forPath(path)));
            }
        }
    }

    /**
     * 3.5.10 lets a session the quorum knows resume on a read-only server (3.9.5 refuses that); moving on
     * before the session timeout runs out, the client resumes it on the read-write side: same session id,
     * its ephemeral node still there, RECONNECTED after SUSPENDED. (Without the probing, the client leaves
     * the read-only server only by giving the session up at its LOST deadline.)
     */
    @Test
    void aSessionTheQuorumKnowsIsKeptWhenTheClientMoves() {
        // longer than READ_ONLY_WITHIN_MS: a slow read-only start must not let the session's LOST come first
        int sessionTimeoutMs = 120_000;
        QuorumLinks links = new QuorumLinks();
        try (ZkEnsemble zk = TestServers.start(ensemble("3.5.10", sessionTimeoutMs, links).build())) {
            StateRecorder states = new StateRecorder();
            // The ensemble's real timing, so that LOST waits for the whole session timeout less a small allowance.
            ZkClient client = ZkClient.builder().connectString(zk.connectString()).canBeReadOnly(true)
                    .sessionTimeoutMs(sessionTimeoutMs).ensembleTiming(TICK_MS, SYNC_LIMIT).build();
            try (client) {
                client.addConnectionStateListener(states);
                client.start();
                assertEquals(List.of(), states.awaitState(ConnectionState.CONNECTED, Await.TIMEOUT.toMillis()));
                String path = "/read-only-keep";
                Await.result(client.async().create().forPath(path, BEFORE));
                String ephemeral = path + "-ephemeral";
                Await.result(client.async().create().withMode(CreateMode.EPHEMERAL).forPath(ephemeral));
                long session = client.sessionId();
                int kept = serverOf(zk, session);
                IntStream.range(0, 3).filter(i -> i != kept).forEach(i -> zk.server(i).kill());

                assertEquals(List.of(ConnectionState.SUSPENDED),
                        states.awaitState(ConnectionState.READ_ONLY, READ_ONLY_WITHIN_MS));
                assertEquals(session, client.sessionId(), "the read-only server resumed the session");
                readsButCannotWrite(client, path);

                bringBackTheOthersWithout(zk, links, kept);
                List<ConnectionState> beforeMove = states.awaitState(ConnectionState.RECONNECTED, MOVE_WITHIN_MS);

                assertEquals(List.of(ConnectionState.SUSPENDED), beforeMove, "states between READ_ONLY and RECONNECTED");
                assertEquals(session, client.sessionId(), "the read-write side resumed the same session");
                assertNotNull(Await.result(client.async().checkExists().forPath(ephemeral)),
                        "the session's ephemeral node survived the stay on the read-only server");
                Await.result(client.async().setData().forPath(path, "after".getBytes(StandardCharsets.UTF_8)));
            }
        }
    }

    private static ZkEnsemble.Builder ensemble(String version, int sessionTimeoutMs, QuorumLinks links) {
        return TestServers.builder(3, version).tickTime(Duration.ofMillis(TICK_MS))
                .serverProperty("syncLimit", Integer.toString(SYNC_LIMIT)).systemProperty("readonlymode.enabled", "true")
                .serverProperty("maxSessionTimeout", Integer.toString(sessionTimeoutMs)).peerLinks(links);
    }

    private static void readsButCannotWrite(ZkClient client, String path) {
        assertArrayEquals(BEFORE, Await.result(client.async().getData().forPath(path)), "a read-only server reads");
        NotReadOnlyException e = assertInstanceOf(NotReadOnlyException.class,
                Await.failure(client.async().setData().forPath(path, new byte[] {1})));
        assertTrue(e.getMessage().contains("read-only server"), e.getMessage());
    }

    /** Cuts server {@code alone} off from the others, then starts the others, which form a quorum without it. */
    private static void bringBackTheOthersWithout(ZkEnsemble zk, QuorumLinks links, int alone) {
        links.partition(alone);
        List<ZkServer> others = IntStream.range(0, 3).filter(i -> i != alone).mapToObj(zk::server).toList();
        // Each start waits until its server serves, which takes the other one too: start them side by side.
        CompletableFuture<?> first = CompletableFuture.runAsync(others.get(0)::start);
        others.get(1).start();
        first.join();
    }

    /** The index of the server holding {@code session}'s connection, from the servers' {@code cons}. */
    private static int serverOf(ZkEnsemble zk, long session) {
        String id = "sid=0x" + Long.toHexString(session);
        return IntStream.range(0, 3).filter(i -> {
            try {
                return zk.server(i).fourLetterWord("cons").contains(id);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }).findFirst().orElseThrow(() -> new AssertionError("no server lists a connection of session " + id));
    }
}
