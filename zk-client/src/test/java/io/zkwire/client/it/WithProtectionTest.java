package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.data.Stat;
import io.zkwire.testkit.internal.Polling;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code create().withProtection()}, as Curator's: Curator's {@code _c_<uuid>-} names; a create whose reply was
 * lost (the server made the node, the client saw its connection reset) is found again by the sync API's retry
 * instead of being made twice, by the sync API's retry and the async API's recovery alike; a node under the call's
 * prefix of another session is deleted and the create made again; a cancelled async create deletes its node.
 */
class WithProtectionTest {

    private static final String PROTECTED = "_c_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-";

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void aProtectedNodeIsNamedAsCuratorNamesIt() throws Exception {
        ZkClient client = server.client();
        AtomicReference<Stat> stat = new AtomicReference<>();
        String created = client.create().withProtection().withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .creatingParentContainersIfNeeded().storingStatIn(stat).forPath(server.path("lock-"), new byte[] {7});

        assertTrue(created.matches(server.root() + "/" + PROTECTED + "lock-\\d{10}"), created);
        assertEquals(List.of(created.substring(server.root().length() + 1)), client.getChildren().forPath(server.root()));
        assertEquals(client.sessionId(), stat.get().ephemeralOwner());
        String plain = Await.result(client.async().create().withProtection().forPath(server.path("plain")));
        assertTrue(plain.matches(server.root() + "/" + PROTECTED + "plain"), plain);
    }

    @Test
    void aCreateWhoseReplyWasLostIsFoundAgainByTheRetryNotMadeTwice() throws Exception {
        ZkClient direct = server.client();
        direct.create().forPath(server.root());
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(OpCode.CREATE2.code()));

        String created = client.create().withProtection().withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .forPath(server.path("lock-"));

        Await.result(cut); // the create's reply was lost: the call went on only through the retry
        assertEquals(List.of(created.substring(server.root().length() + 1)), direct.getChildren().forPath(server.root()),
                "one node, the one the call returned");
    }

    @Test
    void anAsyncCreateWhoseReplyWasLostFindsItsNodeInsteadOfMakingASecond() throws Exception {
        ZkClient direct = server.client();
        direct.create().forPath(server.root());
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        long session = client.sessionId();
        CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(OpCode.CREATE2.code()));

        String created = Await.result(client.async().create().withProtection().withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .forPath(server.path("lock-")));

        Await.result(cut); // the create's reply was lost: the call found its node after the reconnect
        assertEquals(session, client.sessionId(), "the session survived the short cut");
        assertEquals(List.of(created.substring(server.root().length() + 1)), direct.getChildren().forPath(server.root()),
                "one node, the one the call returned");
    }

    @Test
    void theRecoverySyncsTheParentBeforeListingIt() throws Exception {
        ZkClient direct = server.client();
        direct.create().forPath(server.root());
        FaultProxy proxy = server.proxy();
        List<OpCode> sent = new CopyOnWriteArrayList<>();
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> OpCode.find(frame.opcode()).ifPresent(sent::add));
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(OpCode.CREATE2.code()));

        Await.result(client.async().create().withProtection().withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .forPath(server.path("lock-")));

        Await.result(cut);
        // A server behind the one that took the create must not hide the node from the listing: a sync comes first.
        List<OpCode> recovery = sent.subList(sent.indexOf(OpCode.CREATE2) + 1, sent.size());
        int sync = recovery.indexOf(OpCode.SYNC);
        int listing = Math.max(recovery.indexOf(OpCode.GET_CHILDREN), recovery.indexOf(OpCode.GET_CHILDREN2));
        assertTrue(sync >= 0 && sync < listing, recovery.toString());
        assertTrue(!recovery.contains(OpCode.CREATE2) && !recovery.contains(OpCode.CREATE), "found, not made again: "
                + recovery);
    }

    @Test
    void anAsyncCreateDeletesANodeUnderItsPrefixOfAnotherSessionAndCreatesAgain() throws Exception {
        ZkClient direct = server.client();
        ZkClient otherSession = server.client();
        direct.create().forPath(server.root());
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        proxy.hold(Direction.SERVER_TO_CLIENT); // the server makes the node; the client hears nothing yet
        CompletableFuture<String> create = client.async().create().withProtection().withMode(CreateMode.EPHEMERAL)
                .forPath(server.path("node"));
        String made = onlyChild(direct);
        // As if an older session of the client had left it: the same name, owned by a session that is not the
        // client's (and that lives on, so only the client can have deleted it).
        direct.delete().forPath(made);
        otherSession.create().withMode(CreateMode.EPHEMERAL).forPath(made);
        proxy.reset(); // the create's reply, still held, is lost with the connection
        proxy.pass();

        String created = Await.result(create);

        assertTrue(!created.equals(made) && created.endsWith("-node"), created + " made again under a new prefix");
        assertEquals(client.sessionId(), direct.checkExists().forPath(created).ephemeralOwner());
        Polling.until(Await.TIMEOUT, "the other session's node to be deleted", () -> childCount(direct) == 1,
                () -> "children: " + children(direct));
        assertEquals(List.of(created.substring(server.root().length() + 1)), direct.getChildren().forPath(server.root()));
    }

    @Test
    void aCancelledAsyncCreateDeletesTheNodeItMade() throws Exception {
        ZkClient direct = server.client();
        direct.create().forPath(server.root());
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        proxy.hold(Direction.SERVER_TO_CLIENT);
        CompletableFuture<String> create = client.async().create().withProtection().withMode(CreateMode.EPHEMERAL)
                .forPath(server.path("node"));
        onlyChild(direct); // made on the server, its reply not delivered yet

        assertTrue(create.cancel(false), "not done yet: the caller abandons it");
        proxy.pass();

        Polling.until(Await.TIMEOUT, "the abandoned create's node to be deleted", () -> childCount(direct) == 0,
                () -> "children: " + children(direct));
        assertTrue(client.isConnected(), "deleted by the client, whose session lives on");
    }

    @Test
    void aCreateCancelledWhileItsOutcomeIsUnknownLooksButNeverCreatesAgain() throws Exception {
        ZkClient direct = server.client();
        direct.create().forPath(server.root());
        FaultProxy proxy = server.proxy();
        List<OpCode> sent = new CopyOnWriteArrayList<>();
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> OpCode.find(frame.opcode()).ifPresent(sent::add));
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        long session = client.sessionId();
        proxy.hold(Direction.CLIENT_TO_SERVER); // the create never reaches the server
        CompletableFuture<String> create = client.async().create().withProtection().withMode(CreateMode.EPHEMERAL_SEQUENTIAL)
                .forPath(server.path("lock-"));
        proxy.set(Fault.resetAll()); // the held create goes with the connection: its outcome is unknown to the client
        Polling.until(Await.TIMEOUT, "the client to lose its connection", () -> !client.isConnected(), () -> "connected");
        int mark = sent.size();

        assertTrue(create.cancel(false), "the caller gives up (a timed acquire's deadline) while the outcome is unknown");
        proxy.pass();

        // The recovery still looks for a node the create may have made; finding none, it must not create one.
        Polling.until(Await.TIMEOUT, "the recovery's listing after the reconnect",
                () -> sent.subList(mark, sent.size()).stream().anyMatch(WithProtectionTest::isListing), sent::toString);
        client.checkExists().forPath(server.root()); // answered after the listing: its callback has run by the next
        client.checkExists().forPath(server.root());
        List<OpCode> after = List.copyOf(sent.subList(mark, sent.size()));
        assertTrue(!after.contains(OpCode.CREATE2) && !after.contains(OpCode.CREATE), "no create once cancelled: " + after);
        assertEquals(List.of(), children(direct));
        assertEquals(session, client.sessionId());
    }

    private static boolean isListing(OpCode op) {
        return op == OpCode.GET_CHILDREN || op == OpCode.GET_CHILDREN2;
    }

    /** Waits for the one node a protected create made under the test's root; its path. */
    private static String onlyChild(ZkClient direct) {
        Polling.until(Await.TIMEOUT, "the protected create to reach the server", () -> childCount(direct) == 1,
                () -> "children: " + children(direct));
        return server.path(children(direct).get(0));
    }

    private static int childCount(ZkClient direct) {
        return children(direct).size();
    }

    private static List<String> children(ZkClient direct) {
        try {
            return direct.getChildren().forPath(server.root());
        } catch (KeeperException | InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void anAsyncCreateThatNoRetryFixesFailsWithTheServersAnswer() throws Exception {
        ZkClient client = server.client();
        client.create().withACL(Ids.READ_ACL_UNSAFE).forPath(server.root()); // nobody may create under it

        Throwable failure = Await.failure(client.async().create().withProtection().withMode(CreateMode.EPHEMERAL)
                .forPath(server.path("node")));

        assertTrue(failure instanceof KeeperException.NoAuthException, failure::toString);
    }

    @Test
    void theRootCannotBeProtected() {
        ZkClient client = server.client();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> client.create().withProtection().forPath("/"));
        assertTrue(e.getMessage().contains("withProtection()"), e.getMessage());
    }
}
