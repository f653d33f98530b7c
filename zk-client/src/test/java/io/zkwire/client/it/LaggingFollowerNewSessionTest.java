// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.QuorumLinks;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A client that gave up its session and found no server to take a new one while naming the zxid it had seen
 * asks from zxid 0 (as an ensemble recreated empty requires). A global session is created through the leader,
 * so the follower that answers has applied everything before it; but with local sessions enabled a follower
 * behind the leader (here one whose updates from the leader are held) takes the session on its own. The new
 * session's reads must still not go back before what the client read on its old one.
 */
@Timeout(180)
class LaggingFollowerNewSessionTest {

    private static final int TICK_MS = 500;
    private static final int SYNC_LIMIT = 40; // the held follower keeps following for 20 s

    @Test
    void aNewSessionFromZxidZeroOnAFollowerBehindDoesNotReadThePast() throws Exception {
        QuorumLinks links = new QuorumLinks();
        try (ZkEnsemble zk = TestServers.start(TestServers.builder(3, TestServers.DEFAULT_VERSION)
                        .tickTime(Duration.ofMillis(TICK_MS)).serverProperty("syncLimit", Integer.toString(SYNC_LIMIT))
                        .serverProperty("localSessionsEnabled", "true")
                        .serverProperty("localSessionsUpgradingEnabled", "true").peerLinks(links).build());
                ZkClient writer = Clients.started(Clients.builder(zk.leader().connectString()))) {
            ZkServer leader = zk.leader();
            int leaderIndex = zk.servers().indexOf(leader);
            int followerIndex = IntStream.range(0, 3).filter(i -> i != leaderIndex).findFirst().orElseThrow();
            ZkServer follower = zk.server(followerIndex);
            try (FaultProxy toLeader = FaultProxy.to(leader); FaultProxy toFollower = FaultProxy.to(follower)) {
                toFollower.set(Fault.resetAll()); // the first session starts on the leader
                try (ZkClient client = Clients.started(Clients.builder(toLeader.connectString() + ","
                        + toFollower.connectString()).sessionTimeoutMs(4_000).connectionTimeoutMs(60_000))) {
                    StateRecorder states = new StateRecorder();
                    client.addConnectionStateListener(states);
                    long oldSession = client.sessionId();

                    links.set(followerIndex, leaderIndex, Fault.hold(Direction.SERVER_TO_CLIENT));
                    byte[] data = "written while the follower is held".getBytes(StandardCharsets.UTF_8);
                    writer.create().forPath("/lagging", data);
                    assertArrayEquals(data, client.getData().forPath("/lagging"), "read on the leader");
                    assertTrue(zxidOf(follower) < zxidOf(leader), "the follower is behind");

                    toLeader.blackhole(); // the session is given up, and no server takes a new one with its zxid
                    toFollower.pass();
                    List<ConnectionState> untilNew = states.awaitState(ConnectionState.RECONNECTED, 60_000);
                    assertTrue(untilNew.contains(ConnectionState.LOST), "the old session given up: " + untilNew);
                    assertNotEquals(oldSession, client.sessionId());
                    assertTrue(toFollower.connections() == 1, "the new session is on the follower");
                    assertTrue(zxidOf(follower) < zxidOf(leader), "and the follower is still behind");

                    CompletableFuture<byte[]> read = client.async().getData().forPath("/lagging");
                    links.set(followerIndex, leaderIndex, Fault.pass());
                    assertArrayEquals(data, read.get(30, TimeUnit.SECONDS),
                            "what the old session read is there on the new one");
                }
            }
        }
    }

    private static long zxidOf(ZkServer server) throws Exception {
        for (String line : server.fourLetterWord("srvr").split("\n")) {
            if (line.startsWith("Zxid: ")) {
                return Long.decode(line.substring("Zxid: ".length()).trim());
            }
        }
        throw new AssertionError("no Zxid in srvr of server " + server.id());
    }
}
