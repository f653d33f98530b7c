package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Curator habits on the client: the no-argument {@code blockUntilConnected()}, the builder's threadFactory,
 * {@code create().orSetData()}.
 */
@Timeout(30)
class CuratorHabitsTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void returnsOnceConnected() throws Exception {
        ZkClient client = server.closeAfterTest(ZkClient.builder().connectString(server.connectString()).build());
        client.start();
        client.blockUntilConnected();
        assertTrue(client.isConnected());
    }

    @Test
    void aCloseEndsTheWait() throws Exception {
        ZkClient nowhere = ZkClient.builder().connectString("127.0.0.1:1").connectionTimeoutMs(500).build();
        nowhere.start();
        CompletableFuture<Void> waited = CompletableFuture.runAsync(() -> {
            try {
                nowhere.blockUntilConnected();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        nowhere.close();
        var e = assertThrows(java.util.concurrent.ExecutionException.class, () -> waited.get(5, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof IllegalStateException, String.valueOf(e.getCause()));
    }

    @Test
    void theThreadFactoryMakesTheClientsThreads() throws Exception {
        java.util.List<String> made = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.concurrent.ThreadFactory threads = r -> {
            Thread t = new Thread(r, "app-zk-" + made.size());
            t.setDaemon(true);
            made.add(t.getName());
            return t;
        };
        ZkClient client = server.closeAfterTest(ZkClient.builder().connectString(server.connectString())
                .threadFactory(threads).build());
        client.start();
        assertTrue(client.blockUntilConnected(10, TimeUnit.SECONDS));
        CompletableFuture<String> eventThread = new CompletableFuture<>();
        client.checkExists().usingWatcher(e -> eventThread.complete(Thread.currentThread().getName()))
                .forPath(server.path("watched"));
        client.create().creatingParentContainersIfNeeded().forPath(server.path("watched"));

        assertTrue(eventThread.get(5, TimeUnit.SECONDS).startsWith("app-zk-"), "watches run on a made thread");
        assertEquals(2, made.size(), "the event thread and the I/O thread: " + made);
    }

    @Test
    void orSetDataCreatesOrOverwrites() throws Exception {
        ZkClient client = server.client();
        String path = server.path("a/config");
        AtomicReference<Stat> stat = new AtomicReference<>();

        assertEquals(path, client.create().orSetData().creatingParentsIfNeeded().forPath(path, new byte[] {1}));
        assertEquals(path, client.create().orSetData().storingStatIn(stat).forPath(path, new byte[] {2}));

        assertArrayEquals(new byte[] {2}, client.getData().forPath(path));
        assertEquals(1, stat.get().version(), "the setData's Stat");
        assertEquals(path, Await.result(client.async().create().orSetData(1).forPath(path, new byte[] {3})));
        KeeperException stale = assertThrows(KeeperException.class,
                () -> client.create().orSetData(1).forPath(path, new byte[] {4}));
        assertEquals(KeeperException.Code.BADVERSION, stale.code());
        assertArrayEquals(new byte[] {3}, client.getData().forPath(path));
        assertThrows(KeeperException.NodeExistsException.class, () -> client.create().forPath(path),
                "without orSetData an existing node is still an error");
    }
}
