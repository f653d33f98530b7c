// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.recipes.nodes.PersistentEphemeralNode.Mode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The essential cases of Curator's TestPersistentEphemeralNode, as a user ports them. */
@Timeout(60)
@SuppressWarnings("deprecation")
class PersistentEphemeralNodeTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private static PersistentEphemeralNode started(ZkClient client, Mode mode, String path, byte[] data)
            throws InterruptedException {
        PersistentEphemeralNode node = new PersistentEphemeralNode(client, mode, path, data);
        PersistentNodeTest.started(node);
        return node;
    }

    private static void awaitGone(ZkClient client, String path) throws InterruptedException {
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(path)) == null, path + " gone");
    }

    private static void awaitData(ZkClient client, String path, byte[] data) throws InterruptedException {
        Await.until(() -> Arrays.equals(data, Await.unchecked(() -> client.getData().forPath(path))), "data");
    }

    @Test
    void nullArgumentsAreRefused() throws Exception {
        ZkClient client = server.client();
        String path = server.path("node");
        assertThrows(NullPointerException.class, () -> new PersistentEphemeralNode(null, Mode.EPHEMERAL, path,
                new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> new PersistentEphemeralNode(client, Mode.EPHEMERAL, null,
                new byte[0]));
        assertThrows(NullPointerException.class, () -> new PersistentEphemeralNode(client, Mode.EPHEMERAL, path,
                null));
        assertThrows(NullPointerException.class, () -> new PersistentEphemeralNode(client, null, path, new byte[0]));
    }

    @ParameterizedTest
    @EnumSource(value = Mode.class, names = {"EPHEMERAL", "EPHEMERAL_SEQUENTIAL"})
    void settingData(Mode mode) throws Exception {
        ZkClient client = server.client();
        PersistentEphemeralNode node = started(client, mode, server.path("dir/node"), "a".getBytes(UTF_8));
        String path = node.getActualPath();
        assertArrayEquals("a".getBytes(UTF_8), client.getData().forPath(path));
        node.setData("b".getBytes(UTF_8));
        awaitData(client, path, "b".getBytes(UTF_8));
        node.setData("c".getBytes(UTF_8));
        awaitData(client, path, "c".getBytes(UTF_8));
        assertEquals(path, node.getActualPath());
        node.close();
        assertNull(client.checkExists().forPath(path));
    }

    @Test
    void closingMultipleTimes() throws Exception {
        ZkClient client = server.client();
        PersistentEphemeralNode node = started(client, Mode.EPHEMERAL, server.path("dir/node"), new byte[0]);
        String path = node.getActualPath();
        node.close();
        assertNull(client.checkExists().forPath(path));
        node.close();
        assertNull(client.checkExists().forPath(path));
    }

    @Test
    void recreatesNodeWhenEphemeralOwnerSessionExpires() throws Exception {
        ZkClient client = server.client();
        ZkClient nodeCreator = server.client();
        String path = server.path("dir/node");
        nodeCreator.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(path, new byte[0]);
        PersistentEphemeralNode node = started(client, Mode.EPHEMERAL, path, "mine".getBytes(UTF_8));
        awaitData(client, path, "mine".getBytes(UTF_8));

        SessionKiller.kill(server.connectString(), nodeCreator.sessionId(), nodeCreator.sessionPassword());
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(path)) != null
                && Await.unchecked(() -> client.checkExists().forPath(path)).ephemeralOwner() == client.sessionId(),
                "made again, by the node's own session");
        assertEquals(path, node.getActualPath());
    }

    @Test
    void nodesCreateUniquePaths() throws Exception {
        ZkClient client = server.client();
        String path = server.path("dir/node");
        String path1 = started(client, Mode.EPHEMERAL_SEQUENTIAL, path, new byte[0]).getActualPath();
        String path2 = started(client, Mode.EPHEMERAL_SEQUENTIAL, path, new byte[0]).getActualPath();
        assertNotEquals(path1, path2);
    }

    @Test
    void setDataWhenNodeExists() throws Exception {
        ZkClient client = server.client();
        String path = server.path("dir/node");
        client.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(path,
                "InitialData".getBytes(UTF_8));
        started(client, Mode.EPHEMERAL, path, "Hello World".getBytes(UTF_8));
        assertArrayEquals("Hello World".getBytes(UTF_8), client.getData().forPath(path));
    }

    @Test
    void setDataWhenDisconnected() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        ZkClient observer = server.client();
        PersistentEphemeralNode node = started(client, Mode.EPHEMERAL, server.path("dir/node"),
                "Hello World".getBytes(UTF_8));
        String path = node.getActualPath();
        CountDownLatch changed = new CountDownLatch(1);
        observer.getData().usingWatcher(e -> {
            if (e.type() == EventType.NodeDataChanged) {
                changed.countDown();
            }
        }).forPath(path);

        proxy.blackhole();
        node.setData("Updated".getBytes(UTF_8));
        proxy.pass();
        assertTrue(changed.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS));
        awaitData(observer, path, "Updated".getBytes(UTF_8));
    }

    @Test
    void protectedNodeStaysOneAfterAReconnect() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        String dir = server.path("dir");
        ConcurrentLinkedQueue<String> creates = new ConcurrentLinkedQueue<>();
        PersistentEphemeralNode node = new PersistentEphemeralNode(client, Mode.PROTECTED_EPHEMERAL, dir + "/node",
                new byte[0]);
        node.getListenable().addListener(creates::add);
        PersistentNodeTest.started(node);
        assertTrue(node.getActualPath().contains("/_c_"), node.getActualPath());

        proxy.reset();
        assertTrue(client.blockUntilConnected(30, TimeUnit.SECONDS));
        ZkClient observer = server.client();
        assertNotNull(observer.checkExists().forPath(node.getActualPath()));
        assertEquals(1, observer.getChildren().forPath(dir).size(), "one node, not one per reconnect");
        assertEquals(1, creates.size(), "no create after the reconnect: the node was still there");
    }

    @Test
    void deletesNodeWhenClosed() throws Exception {
        ZkClient client = server.client();
        PersistentEphemeralNode node = started(client, Mode.EPHEMERAL, server.path("dir/node"), new byte[0]);
        String path = node.getActualPath();
        assertNotNull(client.checkExists().forPath(path));
        node.close();
        awaitGone(client, path);
    }
}
