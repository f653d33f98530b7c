package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One 3-server ensemble for the class; every test leaves all three serving. */
class EnsembleFailoverTest {
    private static final Duration QUORUM_LIMIT = Duration.ofSeconds(60);
    private static final List<Long> PIDS_SEEN = new ArrayList<>();
    private static ZkEnsemble zk;

    @BeforeAll
    static void start() {
        zk = ZkEnsemble.builder().servers(3).start();
        zk.servers().forEach(server -> PIDS_SEEN.add(server.pid()));
    }

    @AfterAll
    static void closeLeavesNothing() {
        Leftovers.closeAndAssertNoneLeft(zk, PIDS_SEEN);
    }

    @Test
    void allThreeServeWithOneLeaderOnDistinctLoopbackPorts() throws Exception {
        List<String> modes = new ArrayList<>();
        for (ZkServer server : zk.servers()) {
            String reply = RawSrvr.ask(server.clientPort(), 5_000);
            modes.add(reply.lines().filter(line -> line.startsWith("Mode:")).findFirst().orElse(reply));
        }

        assertEquals(1, modes.stream().filter("Mode: leader"::equals).count(), modes.toString());
        assertEquals(2, modes.stream().filter("Mode: follower"::equals).count(), modes.toString());
        String expected = zk.servers().stream().map(server -> "127.0.0.1:" + server.clientPort())
                .collect(Collectors.joining(","));
        assertEquals(expected, zk.connectString());
        assertEquals(3, zk.servers().stream().map(ZkServer::clientPort).distinct().count());
    }

    @Test
    void killedLeaderIsReplacedAndRejoinsAsFollower() throws Exception {
        byte[] marker = "written before the leader died".getBytes(StandardCharsets.UTF_8);
        OfficialClient.create(zk.connectString(), "/failover-marker", marker);
        ZkServer oldLeader = zk.leader();
        long oldPid = oldLeader.pid();

        oldLeader.kill();

        assertFalse(Leftovers.isAlive(oldPid));
        ZkServer newLeader = zk.leader();
        assertNotSame(oldLeader, newLeader);
        assertEquals(ZkMode.LEADER, newLeader.mode());
        assertArrayEquals(marker, OfficialClient.read(newLeader.connectString(), "/failover-marker"));

        oldLeader.start();
        PIDS_SEEN.add(oldLeader.pid());

        assertEquals(ZkMode.FOLLOWER, oldLeader.mode());
        assertArrayEquals(marker, OfficialClient.read(oldLeader.connectString(), "/failover-marker"));
        zk.awaitQuorum(QUORUM_LIMIT);
    }

    @Test
    void pausedFollowerFallsSilentWhileTheOthersServe() throws Exception {
        ZkServer leader = zk.leader();
        ZkServer follower = zk.servers().stream().filter(server -> server != leader).findFirst().orElseThrow();

        follower.pause();

        assertThrows(SocketTimeoutException.class, () -> RawSrvr.ask(follower.clientPort(), 500));
        zk.awaitQuorum(QUORUM_LIMIT);
        assertTrue(RawSrvr.ask(leader.clientPort(), 5_000).contains("Mode: leader"));

        follower.resume();
        follower.awaitServing(QUORUM_LIMIT);
        assertEquals(ZkMode.FOLLOWER, follower.mode());
    }
}
