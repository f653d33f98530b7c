package io.zkwire.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.zookeeper.KeeperException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** One standalone server for the class; every test leaves it serving. */
class StandaloneServerTest {
    private static final List<Long> PIDS_SEEN = new ArrayList<>();
    private static ZkEnsemble zk;
    private static ZkServer server;

    @BeforeAll
    static void start() {
        zk = ZkEnsemble.standalone().start();
        server = zk.server(0);
        PIDS_SEEN.add(server.pid());
    }

    @AfterAll
    static void closeLeavesNothing() {
        Leftovers.closeAndAssertNoneLeft(zk, PIDS_SEEN);
    }

    @Test
    void answersSrvrAsStandaloneOnLoopback() throws Exception {
        String reply = RawSrvr.ask(server.clientPort(), 5_000);

        assertTrue(reply.contains("Mode: standalone"), reply);
        assertEquals(ZkMode.STANDALONE, server.mode());
        assertEquals("127.0.0.1:" + server.clientPort(), zk.connectString());
        assertTrue(Leftovers.isAlive(server.pid()));
    }

    @Test
    void stopClosesThePortAndStartOpensIt() throws Exception {
        long pid = server.pid();

        server.stop();

        assertFalse(server.isRunning());
        assertEquals(ZkMode.NOT_RUNNING, server.mode());
        assertFalse(Leftovers.isAlive(pid));
        assertThrows(ConnectException.class, () -> RawSrvr.ask(server.clientPort(), 5_000));

        server.start();
        PIDS_SEEN.add(server.pid());
        assertTrue(RawSrvr.ask(server.clientPort(), 5_000).contains("Mode: standalone"));
    }

    @Test
    void restartKeepsPortAndData() throws Exception {
        byte[] marker = "kept across restarts".getBytes(StandardCharsets.UTF_8);
        OfficialClient.create(zk.connectString(), "/restart-marker", marker);
        int port = server.clientPort();
        long pid = server.pid();

        server.restart();
        PIDS_SEEN.add(server.pid());

        assertEquals(port, server.clientPort());
        assertNotEquals(pid, server.pid());
        assertArrayEquals(marker, OfficialClient.read(zk.connectString(), "/restart-marker"));
    }

    @Test
    void wipeAndRestartKeepsThePortAndForgetsTheData() throws Exception {
        OfficialClient.create(zk.connectString(), "/wipe-marker", new byte[0]);
        int port = server.clientPort();
        assertThrows(IllegalStateException.class, server::wipe, "a running server's data stays");

        server.wipeAndRestart();
        PIDS_SEEN.add(server.pid());

        assertEquals(port, server.clientPort());
        assertThrows(KeeperException.NoNodeException.class,
                () -> OfficialClient.read(zk.connectString(), "/wipe-marker"));
        assertTrue(server.fourLetterWord("srvr").contains("Zxid: 0x"), "serves again");
    }

    @Test
    void killEndsTheProcessAtOnce() throws Exception {
        long pid = server.pid();

        server.kill();

        assertFalse(Leftovers.isAlive(pid));
        assertThrows(ConnectException.class, () -> RawSrvr.ask(server.clientPort(), 5_000));
        server.start();
        PIDS_SEEN.add(server.pid());
    }

    @Test
    void pausedServerAnswersNothingUntilResumed() throws Exception {
        server.pause();

        assertTrue(server.isPaused());
        assertEquals(ZkMode.NOT_SERVING, server.mode());
        assertThrows(SocketTimeoutException.class, () -> RawSrvr.ask(server.clientPort(), 500));

        server.resume();
        assertTrue(RawSrvr.ask(server.clientPort(), 5_000).contains("Mode: standalone"));
        assertFalse(server.isPaused());
    }
}
