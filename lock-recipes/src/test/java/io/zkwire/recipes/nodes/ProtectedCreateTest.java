package io.zkwire.recipes.nodes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.RequestLog;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Protected creation on a real server: names, container parents, and recovery after a lost reply. */
@Timeout(120)
class ProtectedCreateTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void createsAProtectedSequentialNodeUnderContainerParents() throws Exception {
        ZkClient client = server.client();
        Nodes nodes = new Nodes(client);
        String parent = server.path("a/b");

        CreatedNode node = Await.result(nodes.createProtected(parent, "lock-", new byte[] {1}, CreateMode.EPHEMERAL_SEQUENTIAL)
                .result(), "create");

        assertTrue(node.name().matches("_c_[0-9a-f-]{36}-lock-\\d{10}"), node.name());
        Stat stat = client.checkExists().forPath(node.path());
        assertEquals(stat.czxid(), node.czxid());
        assertEquals(client.sessionId(), node.ephemeralOwner());
        client.delete().forPath(node.path());
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(server.root())) == null,
                "the server deletes the parents, which are containers, once empty");
    }

    @Test
    void recoveryAdoptsTheNodeItsOwnSessionCreated() throws Exception {
        ZkClient client = server.client();
        String parent = server.path("locks");
        String prefix = ProtectedNames.newPrefix();
        String existing = leftBehind(client, parent, prefix);

        CreatedNode node = Await.result(resume(client, parent, prefix).result(), "recovery");

        assertEquals(existing, node.path());
        assertEquals(1, client.getChildren().forPath(parent).size());
    }

    @Test
    void recoveryReplacesANodeOfAnotherSessionAndDeletesIt() throws Exception {
        ZkClient client = server.client();
        ZkClient oldSession = server.client();
        String parent = server.path("locks");
        String prefix = ProtectedNames.newPrefix();
        String stale = leftBehind(oldSession, parent, prefix);

        CreatedNode node = Await.result(resume(client, parent, prefix).result(), "recovery");

        assertNotEquals(stale, node.path());
        assertEquals(client.sessionId(), client.checkExists().forPath(node.path()).ephemeralOwner());
        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(stale)) == null, "the stale node is deleted");
        assertEquals(List.of(node.name()), client.getChildren().forPath(parent));
    }

    @Test
    void aCreateWhoseReplyIsLostFindsItsNodeInsteadOfCreatingASecond() throws Exception {
        ZkClient observer = server.client();
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        long session = client.sessionId();
        String parent = server.path("locks");
        observer.create().creatingParentsIfNeeded().forPath(parent);

        // The server executes the create, but its reply is lost with the connection.
        CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(OpCode.CREATE2.code()));
        ProtectedCreate create = new Nodes(client).createProtected(parent, "lock-", new byte[0], CreateMode.EPHEMERAL_SEQUENTIAL);
        Await.result(cut, "the create's reply cut off");

        CreatedNode node = Await.result(create.result(), "create after reconnect");
        assertEquals(session, client.sessionId(), "the session survived the short cut");
        assertEquals(List.of(node.name()), observer.getChildren().forPath(parent), "exactly one node, the one found");
        assertTrue(create.isRecovering());
    }

    @Test
    void aCreateAbandonedDuringItsRecoverySendsNoOtherCreate() throws Exception {
        ZkClient observer = server.client();
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        String parent = server.path("locks");
        observer.create().creatingParentsIfNeeded().forPath(parent);
        proxy.set(Fault.resetAll()); // the recovery's sync and listing wait for the connection to come back
        Await.until(() -> !client.isConnected(), "the client has lost its connection");
        int mark = log.requests().size();

        ProtectedCreate create = resume(client, parent, ProtectedNames.newPrefix());
        create.abandon(); // the caller gives up (a timed acquire's deadline) while the recovery waits
        proxy.pass();

        assertThrows(CancellationException.class, () -> Await.result(create.result(), "the abandoned create"));
        List<OpCode> sent = RequestLog.ops(log.since(mark));
        assertTrue(sent.contains(OpCode.GET_CHILDREN) || sent.contains(OpCode.GET_CHILDREN2), "recovered: " + sent);
        assertFalse(sent.contains(OpCode.CREATE2) || sent.contains(OpCode.CREATE),
                "no create after abandon(), where the recovery found no node: " + sent);
        assertEquals(List.of(), observer.getChildren().forPath(parent));
    }

    @Test
    void recoverySyncsTheParentBeforeListingIt() throws Exception {
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        String parent = server.path("locks");
        int mark = log.requests().size();

        Await.result(resume(client, parent, ProtectedNames.newPrefix()).result(), "recovery");

        // A follower behind the leader must not hide a node the lost create made: the listing comes after a sync.
        List<OpCode> ops = RequestLog.ops(log.since(mark));
        int sync = ops.indexOf(OpCode.SYNC);
        int listing = ops.contains(OpCode.GET_CHILDREN) ? ops.indexOf(OpCode.GET_CHILDREN) : ops.indexOf(OpCode.GET_CHILDREN2);
        assertTrue(sync >= 0 && sync < listing, ops.toString());
    }

    @Test
    void guaranteedDeleteFinishesAfterTheConnectionComesBack() throws Exception {
        ZkClient observer = server.client();
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()).connectionTimeoutMs(500));
        String path = server.path("doomed");
        observer.create().creatingParentsIfNeeded().forPath(path);

        proxy.set(Fault.resetAll()); // every connection refused until pass()
        Await.result(new Nodes(client).deleter().delete(path), "first attempt (handed to the background)");
        assertTrue(observer.checkExists().forPath(path) != null, "not deleted while cut off");
        proxy.pass();

        Await.until(() -> Await.unchecked(() -> observer.checkExists().forPath(path)) == null, "the delete is retried");
    }

    @Test
    void deleteProtectedFindsTheNodeByItsPrefix() throws Exception {
        ZkClient client = server.client();
        String parent = server.path("locks");
        String prefix = ProtectedNames.newPrefix();
        String node = client.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .forPath(parent + "/" + prefix + "lock-");

        new Nodes(client).deleter().deleteProtected(parent, prefix);

        Await.until(() -> Await.unchecked(() -> client.checkExists().forPath(node)) == null, "found and deleted");
        assertNull(client.checkExists().forPath(node));
    }

    private static ProtectedCreate resume(ZkClient client, String parent, String prefix) {
        Nodes nodes = new Nodes(client);
        return ProtectedCreate.resume(client, nodes.deleter(), parent, "lock-", new byte[0],
                CreateMode.EPHEMERAL_SEQUENTIAL, prefix);
    }

    /** The node a protected create of {@code owner}'s session leaves behind when its reply is lost. */
    private static String leftBehind(ZkClient owner, String parent, String prefix) throws Exception {
        return owner.create().creatingParentContainersIfNeeded().withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .forPath(parent + "/" + prefix + "lock-");
    }
}
