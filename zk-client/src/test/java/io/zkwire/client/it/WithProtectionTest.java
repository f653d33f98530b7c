package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.data.Stat;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code create().withProtection()}, as Curator's: Curator's {@code _c_<uuid>-} names; a create whose reply was
 * lost (the server made the node, the client saw its connection reset) is found again by the sync API's retry
 * instead of being made twice; the async API, which does not retry, leaves no node behind.
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
    void anAsyncCreateWhoseReplyWasLostLeavesNoNodeBehind() throws Exception {
        ZkClient direct = server.client();
        direct.create().forPath(server.root());
        EventRecorder children = new EventRecorder();
        direct.addWatch(server.root(), children, AddWatchMode.PERSISTENT);
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        CompletableFuture<Frame> cut = proxy.resetAfterNextRequest(Frame.request(OpCode.CREATE2.code()));

        Throwable failure = Await.failure(client.async().create().withProtection().withMode(CreateMode.EPHEMERAL)
                .forPath(server.path("node")));

        assertEquals(Code.CONNECTIONLOSS, assertInstanceOf(KeeperException.class, failure).code(), failure::toString);
        Await.result(cut);
        assertEquals(List.of(nodeEvent(EventType.NodeChildrenChanged, server.root()),
                nodeEvent(EventType.NodeChildrenChanged, server.root())), children.next(2), "created, then deleted");
        assertEquals(List.of(), direct.getChildren().forPath(server.root()));
    }

    @Test
    void theRootCannotBeProtected() {
        ZkClient client = server.client();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> client.create().withProtection().forPath("/"));
        assertTrue(e.getMessage().contains("withProtection()"), e.getMessage());
    }
}
