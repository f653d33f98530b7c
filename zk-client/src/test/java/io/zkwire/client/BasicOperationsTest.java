package io.zkwire.client;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.data.Stat;
import io.zkwire.testkit.ZooKeeperExtension;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The everyday operations against one real server (the broad suite lives elsewhere). */
class BasicOperationsTest {

    @RegisterExtension
    static final ZooKeeperExtension ZK = ZooKeeperExtension.standalone();

    private ZkClient client;

    @BeforeEach
    void connect() throws Exception {
        client = ZkClient.builder().connectString(ZK.connectString()).sessionTimeoutMs(10_000).build();
        client.start();
        assertTrue(client.blockUntilConnected(10, TimeUnit.SECONDS), "connected to " + ZK.connectString());
        client.delete().quietly().deletingChildrenIfNeeded().forPath("/basic");
        client.create().forPath("/basic");
    }

    @AfterEach
    void close() {
        client.close();
    }

    /** Records events with the thread that delivered them. */
    private record Seen(WatchedEvent event, String thread) {}

    private static Watcher into(BlockingQueue<Seen> events) {
        return e -> events.add(new Seen(e, Thread.currentThread().getName()));
    }

    @Test
    void createReadWriteDelete() throws Exception {
        AtomicReference<Stat> created = new AtomicReference<>();
        assertEquals("/basic/a", client.create().storingStatIn(created).forPath("/basic/a", "one".getBytes(UTF_8)));
        assertEquals(0, created.get().version());

        AtomicReference<Stat> read = new AtomicReference<>();
        assertArrayEquals("one".getBytes(UTF_8), client.getData().storingStatIn(read).forPath("/basic/a"));
        assertEquals(created.get(), read.get());

        Stat written = client.setData().withVersion(0).forPath("/basic/a", "two".getBytes(UTF_8));
        assertEquals(1, written.version());
        assertThrows(KeeperException.BadVersionException.class,
                () -> client.setData().withVersion(0).forPath("/basic/a", new byte[0]));

        assertEquals(List.of("a"), client.getChildren().forPath("/basic"));
        client.delete().withVersion(1).forPath("/basic/a");
        assertNull(client.checkExists().forPath("/basic/a"));
        assertThrows(KeeperException.NoNodeException.class, () -> client.getData().forPath("/basic/a"));
    }

    @Test
    void sequentialEphemeralAndParents() throws Exception {
        String seq = client.create().withMode(CreateMode.EPHEMERAL_SEQUENTIAL).forPath("/basic/q-");
        assertTrue(seq.matches("/basic/q-\\d{10}"), seq);
        assertEquals(client.sessionId(), client.checkExists().forPath(seq).ephemeralOwner());

        assertEquals("/basic/x/y/z", client.create().creatingParentsIfNeeded().forPath("/basic/x/y/z"));
        assertThrows(KeeperException.NotEmptyException.class, () -> client.delete().forPath("/basic/x"));
        client.delete().deletingChildrenIfNeeded().forPath("/basic/x");
        assertNull(client.checkExists().forPath("/basic/x"));
        client.delete().quietly().forPath("/basic/x");
    }

    @Test
    void everyCreateMode() throws Exception {
        for (CreateMode mode : CreateMode.values()) {
            AtomicReference<Stat> stat = new AtomicReference<>();
            String path = client.create().withMode(mode).withTtl(mode.isTtl() ? 60_000 : -1).storingStatIn(stat)
                    .forPath("/basic/" + mode.name().toLowerCase() + "-", new byte[] {1});
            assertTrue(mode.isSequential() ? path.matches(".*-\\d{10}") : path.endsWith("-"), mode + " " + path);
            assertNotNull(stat.get(), mode + " gives a Stat when asked");
            Stat read = client.checkExists().forPath(path);
            assertEquals(mode.isEphemeral() ? client.sessionId() : stat.get().ephemeralOwner(), read.ephemeralOwner(), path);
        }
        assertThrows(IllegalArgumentException.class,
                () -> client.create().withMode(CreateMode.PERSISTENT_WITH_TTL).forPath("/basic/no-ttl"));
    }

    @Test
    void anOversizedReplyDropsTheConnectionButNotTheSession() throws Exception {
        client.create().forPath("/basic/big", new byte[4096]);
        try (ZkClient small = ZkClient.builder().connectString(ZK.connectString()).maxBufferBytes(1000).build()) {
            small.start();
            assertTrue(small.blockUntilConnected(10, TimeUnit.SECONDS));
            long session = small.sessionId();
            // 4096 bytes exceed 1000 + the 1024-byte slack: the frame is refused, the request fails.
            ExecutionException e = assertThrows(ExecutionException.class,
                    () -> small.async().getData().forPath("/basic/big").get(10, TimeUnit.SECONDS));
            assertInstanceOf(KeeperException.ConnectionLossException.class, e.getCause(), "no retries in the async API");
            assertEquals(List.of("big"), small.getChildren().forPath("/basic"), "reconnected");
            assertEquals(session, small.sessionId(), "same session after the reconnect");
        }
    }

    @Test
    void watchesFireOnceOnTheEventThread() throws Exception {
        BlockingQueue<Seen> events = new LinkedBlockingQueue<>();
        client.create().forPath("/basic/w");
        client.getData().usingWatcher(into(events)).forPath("/basic/w");
        client.getChildren().usingWatcher(into(events)).forPath("/basic");
        assertNull(client.checkExists().usingWatcher(into(events)).forPath("/basic/later"));

        client.setData().forPath("/basic/w", new byte[] {1});
        client.setData().forPath("/basic/w", new byte[] {2});
        client.create().forPath("/basic/later");

        // Async results reach the event thread after every event the server sent before the reply,
        // so once this one is back, all three events have been delivered.
        client.async().sync("/basic").get(10, TimeUnit.SECONDS);
        List<Seen> seen = List.copyOf(events);
        assertEquals(List.of(
                new WatchedEvent(EventType.NodeDataChanged, KeeperState.SyncConnected, "/basic/w"),
                new WatchedEvent(EventType.NodeCreated, KeeperState.SyncConnected, "/basic/later"),
                new WatchedEvent(EventType.NodeChildrenChanged, KeeperState.SyncConnected, "/basic")),
                seen.stream().map(s -> new WatchedEvent(s.event().type(), s.event().state(), s.event().path())).toList(),
                "one-shot: the second setData fires nothing (zxids aside: NotificationZxidTest checks them)");
        for (Seen s : seen) {
            assertTrue(s.thread().startsWith("zkwire-event-"), "delivered on " + s.thread());
        }
    }

    @Test
    void chrootIsAppliedAndStripped() throws Exception {
        try (ZkClient rooted = ZkClient.builder().connectString(ZK.connectString() + "/basic").build()) {
            rooted.start();
            assertEquals("/inside", rooted.create().forPath("/inside"));
            assertEquals("/basic", rooted.namespace());
            assertEquals(List.of("inside"), rooted.getChildren().forPath("/"));
        }
        assertNotNull(client.checkExists().forPath("/basic/inside"));
    }

    @Test
    void badInputFailsBeforeAnythingIsSent() {
        IllegalArgumentException path = assertThrows(IllegalArgumentException.class,
                () -> client.create().forPath("/basic/bad\u0000name"));
        assertTrue(path.getMessage().contains("index 10"), path.getMessage());
        try (ZkClient small = ZkClient.builder().connectString(ZK.connectString()).maxBufferBytes(100).build()) {
            small.start();
            IllegalArgumentException big = assertThrows(IllegalArgumentException.class,
                    () -> small.create().forPath("/basic/big", new byte[101]));
            assertTrue(big.getMessage().contains("101 bytes") && big.getMessage().contains("maxBufferBytes"),
                    big.getMessage());
        }
    }

    @Test
    void closeTellsWatchersAndRefusesLaterCalls() throws Exception {
        BlockingQueue<Seen> events = new LinkedBlockingQueue<>();
        client.getData().usingWatcher(into(events)).forPath("/basic");
        client.close();
        client.close();
        Seen closed = events.poll(10, TimeUnit.SECONDS);
        assertNotNull(closed);
        assertEquals(new WatchedEvent(EventType.None, KeeperState.Closed, null), closed.event());
        assertTrue(closed.thread().startsWith("zkwire-event-"), closed.thread());
        assertThrows(IllegalStateException.class, () -> client.getData().forPath("/basic"));
        assertTrue(!client.isConnected());
    }
}
