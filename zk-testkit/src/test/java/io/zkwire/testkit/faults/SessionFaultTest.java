package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.Watcher.Event.KeeperState;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.data.Stat;
import org.junit.jupiter.api.Test;

/** Apache's client behind a proxy to one real server: what faults do to its session and its requests. */
class SessionFaultTest extends ServerBehindProxy {
    private static final Duration PATIENCE = Duration.ofSeconds(30);
    /** The shortest session the kit's 500 ms ticks allow is 1 s; 2 s leaves the client time to connect. */
    private static final Duration SHORT_SESSION = Duration.ofSeconds(2);
    /** The longest session the kit's 500 ms ticks allow. */
    private static final Duration LONG_SESSION = Duration.ofSeconds(10);
    private static final int CREATE2 = 15;
    private static final int GET_DATA = 4;

    @Test
    void partitionLongerThanTheSessionTimeoutExpiresTheSession() throws Exception {
        try (WatchedClient client = WatchedClient.connect(proxy.connectString(), SHORT_SESSION)) {
            assertEquals(SHORT_SESSION, client.sessionTimeout());

            proxy.expireSessions(client.sessionTimeout());

            assertEquals(new Fault.Pass(), proxy.fault(), "the partition was not lifted");
            client.await(KeeperState.Expired, PATIENCE);
        }
    }

    @Test
    void partitionShorterThanTheSessionTimeoutDelaysRequestsButKeepsTheSession() throws Exception {
        try (WatchedClient client = WatchedClient.connect(proxy.connectString(), LONG_SESSION)) {
            long session = client.zk().getSessionId();
            client.zk().exists("/", false); // the server has just heard from the client: the full timeout is left
            Duration partition = Duration.ofSeconds(2);
            long before = System.nanoTime();

            proxy.blackhole(partition);
            CompletableFuture<Stat> exists = new CompletableFuture<>();
            client.zk().exists("/", false, (rc, path, ctx, stat) -> exists.complete(stat), null);

            assertThrows(TimeoutException.class, () -> exists.get(partition.toMillis() / 2, TimeUnit.MILLISECONDS));
            assertNotNull(exists.get(PATIENCE.toSeconds(), TimeUnit.SECONDS));
            assertTrue(System.nanoTime() - before >= partition.toNanos(), "the reply came through the blackhole");
            assertEquals(session, client.zk().getSessionId());
            assertFalse(client.hasSeen(KeeperState.Expired), client.toString());
        }
    }

    @Test
    void cutBetweenCreateAndReplyLosesTheReplyButNotTheNode() throws Exception {
        String path = "/created-before-the-cut";
        byte[] data = "kept".getBytes(StandardCharsets.UTF_8);
        try (WatchedClient client = WatchedClient.connect(proxy.connectString(), LONG_SESSION)) {
            CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(CREATE2));

            assertThrows(KeeperException.ConnectionLossException.class, () -> client.zk().create(path, data,
                    ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT, new Stat()));

            assertEquals(CREATE2, cut.get(PATIENCE.toSeconds(), TimeUnit.SECONDS).opcode());
        }
        try (WatchedClient direct = WatchedClient.connect(zk.connectString(), LONG_SESSION)) {
            assertEquals("kept", new String(direct.zk().getData(path, false, null), StandardCharsets.UTF_8));
        }
    }

    @Test
    void replacedReplyReachesTheClientWhichDropsTheConnectionAndKeepsItsSession() throws Exception {
        String path = "/read-through-a-broken-server";
        try (WatchedClient client = WatchedClient.connect(proxy.connectString(), LONG_SESSION)) {
            client.zk().create(path, new byte[] {7}, ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT);
            long session = client.zk().getSessionId();
            // A well-framed reply header for a request nobody sent: Apache's client drops the connection.
            CompletableFuture<Frame> replaced = proxy.replaceNextReply(Frame.request(GET_DATA),
                    request -> ByteBuffer.allocate(20).putInt(16).putInt(request.xid() + 1000).putLong(0).putInt(0)
                            .array());

            assertThrows(KeeperException.ConnectionLossException.class, () -> client.zk().getData(path, false, null));

            assertEquals(GET_DATA, replaced.get(PATIENCE.toSeconds(), TimeUnit.SECONDS).opcode());
            client.await(KeeperState.Disconnected, PATIENCE);
            assertArrayEquals(new byte[] {7}, client.zk().getData(path, false, null));
            assertEquals(session, client.zk().getSessionId());
        }
    }
}
