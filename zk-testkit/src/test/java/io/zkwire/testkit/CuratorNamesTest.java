// SPDX-License-Identifier: Apache-2.0
package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** TestingServer, TestingCluster, InstanceSpec and KillSession behave as Curator's do, on the kit's servers. */
class CuratorNamesTest {
    @Test
    void aTestingServerStopsStartsRestartsAndLeavesNothingWhenClosed() throws Exception {
        TestingServer server = new TestingServer(false);
        int port = server.getPort();
        assertTrue(Files.isDirectory(server.getTempDirectory().toPath()), "made with the spec");
        assertFalse(Loopback.accepts(port), "not started yet");

        server.start();
        assertTrue(RawSrvr.ask(port, 2_000).contains("Mode: standalone"));
        long pid = server.getServer().pid();
        server.stop();
        assertFalse(Loopback.accepts(port));
        server.restart();
        assertTrue(RawSrvr.ask(port, 2_000).contains("Mode: standalone"));
        assertEquals("127.0.0.1:" + port, server.getConnectString());
        long restartedPid = server.getServer().pid();
        server.close();

        assertFalse(Files.exists(server.getTempDirectory().toPath()), "temp directory deleted");
        assertFalse(Leftovers.isAlive(pid) || Leftovers.isAlive(restartedPid), "no server process left");
        assertThrows(IllegalStateException.class, server::start);
    }

    @Test
    void aTestingServerRunsOnTheGivenPortInTheGivenDirectory(@TempDir Path temp) throws Exception {
        int port = InstanceSpec.getRandomPort();
        File directory = temp.resolve("zk").toFile();
        try (TestingServer server = new TestingServer(port, directory)) {
            assertEquals(port, server.getPort());
            assertTrue(RawSrvr.ask(port, 2_000).contains("Mode: standalone"));
            assertTrue(Files.isRegularFile(directory.toPath().resolve("server-1").resolve("zoo.cfg")));
        }
        assertFalse(directory.exists(), "close() deletes the given directory too, as Curator's does");
    }

    @Test
    void aTakenPortIsReportedAsSuch() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName(Loopback.ADDRESS))) {
            ZkTestkitException e = assertThrows(ZkTestkitException.class,
                    () -> new TestingServer(taken.getLocalPort()).close());
            assertTrue(e.getMessage().contains("taken by another process"), e.getMessage());
        }
    }

    @Test
    void aServerNeverStartedStillDeletesItsDirectory() throws Exception {
        TestingServer server = new TestingServer(false);
        server.close();

        assertFalse(Files.exists(server.getTempDirectory().toPath()));
    }

    @Test
    void aClusterSurvivesAKilledServerAndFindsWhereASessionIs() throws Exception {
        assumeTrue(!"docker".equals(System.getProperty(ServerBackend.PROPERTY)), "cons over loopback ports");
        try (TestingCluster cluster = new TestingCluster(3)) {
            cluster.start();
            List<InstanceSpec> specs = List.copyOf(cluster.getInstances());
            assertEquals(3, cluster.getServers().size());
            InstanceSpec victim = specs.get(0);
            ZooKeeper client = OfficialClient.connect(specs.get(1).getConnectString());
            try {
                assertEquals(specs.get(1), cluster.findConnectionInstance(client.getSessionId()));

                assertTrue(cluster.killServer(victim));
                assertFalse(cluster.getServers().get(0).isRunning());
                client.create("/after-kill", new byte[0], ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT);
                assertTrue(cluster.restartServer(victim));
                assertTrue(cluster.getServers().get(0).mode().isServing());
                assertFalse(cluster.killServer(InstanceSpec.newInstanceSpec()), "not a member");
                assertNull(cluster.findConnectionInstance(client.getSessionId() + 1));
            } finally {
                client.close();
            }
        }
    }

    @Test
    void killSessionExpiresTheSessionAndItsEphemeralNodes() throws Exception {
        try (TestingServer server = new TestingServer()) {
            CountDownLatch expired = new CountDownLatch(1);
            ZooKeeper client = OfficialClient.connect(server.getConnectString());
            try {
                client.create("/mine", new byte[0], ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.EPHEMERAL);
                client.register(event -> {
                    if (event.getState() == Watcher.Event.KeeperState.Expired) {
                        expired.countDown();
                    }
                });

                KillSession.kill(client.getSessionId(), client.getSessionPasswd(), server.getConnectString());

                assertTrue(expired.await(30, TimeUnit.SECONDS), "the client was told its session expired");
                assertFalse(OfficialClient.exists(server.getConnectString(), "/mine"), "ephemeral node gone");
            } finally {
                client.close();
            }
        }
    }

    @Test
    void killSessionNamesTheServersItCouldNotReach() {
        int closedPort = FreePorts.next();

        ZkTestkitException e = assertThrows(ZkTestkitException.class,
                () -> KillSession.kill(1L, new byte[16], "127.0.0.1:" + closedPort, 1_000));
        assertTrue(e.getMessage().contains("127.0.0.1:" + closedPort), e.getMessage());
    }
}
