// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Curator's TestPersistentNode and TestPersistentEphemeralNode, as a user ports them, and every mode. */
@Timeout(60)
class PersistentNodeTest {

    private static final byte[] TEST_DATA = "hey".getBytes(UTF_8);

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    static PersistentNode started(PersistentNode node) throws InterruptedException {
        server.closeAfterTest(node);
        node.start();
        assertTrue(node.waitForInitialCreate(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "created");
        return node;
    }

    @Test
    void quickSetData() throws Exception {
        PersistentNode pen = server.closeAfterTest(
                new PersistentNode(server.client(), CreateMode.PERSISTENT, false, server.path("test"), TEST_DATA));
        pen.start();
        assertThrows(IllegalStateException.class, () -> pen.setData("there".getBytes(UTF_8)));
    }

    @Test
    void basicNodeOutlivesItsClient() throws Exception {
        String path = server.path("test");
        ZkClient client = server.client();
        started(new PersistentNode(client, CreateMode.PERSISTENT, false, path, TEST_DATA));
        client.close();
        assertArrayEquals(TEST_DATA, server.client().getData().forPath(path));
    }

    @Test
    void creationWithParentCreationOff() throws Exception {
        PersistentNode pen = server.closeAfterTest(new PersistentNode(server.client(), CreateMode.PERSISTENT, false,
                server.path("test/one/two"), new byte[0], false));
        pen.start();
        assertFalse(pen.waitForInitialCreate(500, TimeUnit.MILLISECONDS));
        assertTrue(pen.isParentCreationFailure());
    }

    @Test
    void recreationWithParentCreationOff() throws Exception {
        ZkClient client = server.client();
        String parent = server.path("test/one");
        client.create().creatingParentsIfNeeded().forPath(parent);
        PersistentNode pen = started(new PersistentNode(client, CreateMode.EPHEMERAL, false, parent + "/two",
                TEST_DATA, false));
        assertFalse(pen.isParentCreationFailure());
        deleteTree(client, parent);
        Await.until(pen::isParentCreationFailure, "the recreation found no parent");
        assertNull(client.checkExists().forPath(parent + "/two"));
        assertThrows(IllegalStateException.class, () -> pen.setData(new byte[0]));
        assertArrayEquals(TEST_DATA, pen.getData());
    }

    /** The node is made again between the delete of the children and of the parent: delete until gone. */
    private static void deleteTree(ZkClient client, String path) throws InterruptedException {
        Await.until(() -> {
            try {
                client.delete().deletingChildrenIfNeeded().forPath(path);
                return true;
            } catch (io.zkwire.protocol.KeeperException.NotEmptyException recreatedMeanwhile) {
                return false;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, "the parent deleted");
    }

    @Test
    void quickCloseDeletesTheNodeMadeAfterIt() throws Exception {
        ZkClient client = server.client();
        String path = server.path("test/one/two");
        PersistentNode pen = new PersistentNode(client, CreateMode.PERSISTENT, false, path, new byte[0]);
        pen.start();
        pen.close();
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(path)) == null, "no node after close");
    }

    @Test
    void quickCloseDeletesANodeThatExisted() throws Exception {
        ZkClient client = server.client();
        String path = server.path("test/one/two");
        client.create().creatingParentsIfNeeded().forPath(path);
        PersistentNode pen = new PersistentNode(client, CreateMode.PERSISTENT, false, path, new byte[0]);
        pen.start();
        pen.close();
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(path)) == null, "no node after close");
    }

    @ParameterizedTest
    @EnumSource(value = CreateMode.class, names = {"PERSISTENT", "PERSISTENT_SEQUENTIAL", "EPHEMERAL",
            "EPHEMERAL_SEQUENTIAL", "PERSISTENT_WITH_TTL", "PERSISTENT_SEQUENTIAL_WITH_TTL"})
    void everyModeWithAndWithoutProtectionMakesOneNodeAndCloseDeletesIt(CreateMode mode) throws Exception {
        ZkClient client = server.client();
        for (boolean protect : new boolean[] {false, true}) {
            String parent = server.path(mode + "-" + protect);
            PersistentNode pen = started(new PersistentNode(client, mode, protect, parent + "/node", TEST_DATA,
                    60_000, true));
            String actual = pen.getActualPath();
            assertEquals(protect, actual.contains("/_c_"), actual);
            assertEquals(mode.isSequential(), actual.matches(".*node\\d{10}$"), actual);
            assertEquals(1, Children.count(client, parent));
            assertArrayEquals(TEST_DATA, client.getData().forPath(actual));
            pen.close();
            assertNull(client.checkExists().forPath(actual), "close deletes " + actual);
        }
    }

    @Test
    void aDeletedNodeIsMadeAgainAtItsPathAndListenersHearEachCreate() throws Exception {
        ZkClient client = server.client();
        String parent = server.path("members");
        PersistentNode pen = new PersistentNode(client, CreateMode.EPHEMERAL_SEQUENTIAL, true, parent + "/m",
                TEST_DATA);
        java.util.concurrent.LinkedBlockingQueue<String> created = new java.util.concurrent.LinkedBlockingQueue<>();
        pen.getListenable().addListener(created::add);
        started(pen);
        String first = created.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        assertEquals(pen.getActualPath(), first);
        pen.setData("new".getBytes(UTF_8));
        client.delete().forPath(first);
        assertEquals(first, created.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "the same path again");
        assertArrayEquals("new".getBytes(UTF_8), client.getData().forPath(first), "with the data last set");
        assertEquals(1, Children.count(client, parent));
    }

    @Test
    void aTtlModeWithoutATtlIsRefusedWithWhatToDo() throws Exception {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new PersistentNode(
                server.client(), CreateMode.PERSISTENT_WITH_TTL, false, server.path("t"), new byte[0]));
        assertTrue(e.getMessage().contains("TTL"), e.getMessage());
        assertNotNull(e.getMessage());
    }
}
