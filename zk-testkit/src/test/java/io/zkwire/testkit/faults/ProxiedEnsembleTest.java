package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkMode;
import io.zkwire.testkit.ZkServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.Watcher.Event.KeeperState;
import org.apache.zookeeper.ZooDefs;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One 3-server ensemble for the class, reached through proxies; every test leaves all three serving. */
class ProxiedEnsembleTest {
    private static final Duration PATIENCE = Duration.ofSeconds(60);
    private static final Duration SHORT_SESSION = Duration.ofSeconds(2);
    private static final Duration LONG_SESSION = Duration.ofSeconds(10);
    private static ZkEnsemble zk;

    @BeforeAll
    static void start() {
        zk = ZkEnsemble.builder().servers(3).start();
    }

    @AfterAll
    static void stop() {
        zk.close();
    }

    @Test
    void eachClientGetsProxiesOfItsOwnInFrontOfEveryServer() {
        ProxiedEnsemble closed = ProxiedEnsemble.of(zk);
        try (ProxiedEnsemble alice = closed; ProxiedEnsemble bob = ProxiedEnsemble.of(zk)) {
            for (int i = 0; i < zk.size(); i++) {
                assertEquals(zk.server(i).clientPort(), alice.proxy(i).targetPort());
                assertEquals(zk.server(i).clientPort(), bob.proxy(i).targetPort());
            }
            Set<String> addresses = Stream.of(alice.connectString(), bob.connectString(), zk.connectString())
                    .flatMap(connectString -> Stream.of(connectString.split(",")))
                    .collect(Collectors.toSet());
            assertEquals(9, addresses.size(), "proxies and servers share an address: " + addresses);
            assertEquals(alice.proxies().stream().map(FaultProxy::connectString).collect(Collectors.joining(",")),
                    alice.connectString());
        }
        assertTrue(closed.proxies().stream().allMatch(FaultProxy::isTerminated), "close() left proxies running");
        assertTrue(zk.servers().stream().allMatch(server -> server.mode().isServing()), "close() hit the servers");
    }

    @Test
    void expiringOneClientsSessionLeavesAnotherClientAlone() throws Exception {
        try (ProxiedEnsemble aliceLink = ProxiedEnsemble.of(zk); ProxiedEnsemble bobLink = ProxiedEnsemble.of(zk);
                WatchedClient alice = WatchedClient.connect(aliceLink.connectString(), SHORT_SESSION);
                WatchedClient bob = WatchedClient.connect(bobLink.connectString(), LONG_SESSION)) {
            long bobSession = bob.zk().getSessionId();

            aliceLink.expireSessions(alice.sessionTimeout());

            alice.await(KeeperState.Expired, PATIENCE);
            assertNotNull(bob.zk().exists("/", false));
            assertEquals(bobSession, bob.zk().getSessionId());
            assertFalse(bob.hasSeen(KeeperState.Expired), bob.toString());
            assertFalse(bob.hasSeen(KeeperState.Disconnected), bob.toString());
        }
    }

    @Test
    void killLeaderLeavesTheOthersToElectANewOne() {
        ZkServer killed = zk.killLeader();

        assertFalse(killed.isRunning());
        assertNotSame(killed, zk.leader());
        killed.start();
        zk.awaitQuorum(PATIENCE);
        assertEquals(ZkMode.FOLLOWER, killed.mode());
    }

    @Test
    void rollingRestartRestartsEveryServerAndKeepsTheData() throws Exception {
        byte[] marker = "written before the rolling restart".getBytes(StandardCharsets.UTF_8);
        try (WatchedClient client = WatchedClient.connect(zk.connectString(), LONG_SESSION)) {
            client.zk().create("/rolling-marker", marker, ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT);
        }
        List<Long> pidsBefore = zk.servers().stream().map(ZkServer::pid).toList();

        zk.rollingRestart(Duration.ofMillis(200));

        for (int i = 0; i < zk.size(); i++) {
            assertNotEquals(pidsBefore.get(i), zk.server(i).pid(), "server " + (i + 1) + " was not restarted");
            assertTrue(zk.server(i).mode().isServing(), "server " + (i + 1) + " does not serve");
        }
        try (ProxiedEnsemble link = ProxiedEnsemble.of(zk);
                WatchedClient client = WatchedClient.connect(link.connectString(), LONG_SESSION)) {
            assertArrayEquals(marker, client.zk().getData("/rolling-marker", false, null));
        }
    }
}
