package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ReadOp;
import io.zkwire.client.ZkClient;
import io.zkwire.client.testing.LogCapture;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.Perms;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import io.zkwire.testkit.internal.Polling;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.HashSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A chroot in the connect string ({@code host:port/app}) and a namespace: every path sent is prefixed,
 * every path received (create results, events, sync, multi results) is stripped again.
 */
class ChrootAndNamespaceTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    /** A client chrooted at this test's root, which a plain client creates first. */
    private ZkClient chrootedClient(ZkClient plain) throws Exception {
        plain.create().forPath(server.root());
        return server.client(b -> b.connectString(server.connectString() + server.root()));
    }

    @Test
    void chrootPrefixesRequestsAndStripsCreateResults() throws Exception {
        ZkClient plain = server.client();
        ZkClient chrooted = chrootedClient(plain);

        assertEquals(server.root(), chrooted.namespace());
        assertEquals("/node", chrooted.create().forPath("/node", new byte[] {1}));
        assertEquals("/seq-0000000001",
                chrooted.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath("/seq-"));

        assertArrayEquals(new byte[] {1}, plain.getData().forPath(server.path("node")));
        assertNotNull(plain.checkExists().forPath(server.path("seq-0000000001")));
        assertEquals(Set.of("node", "seq-0000000001"), new HashSet<>(chrooted.getChildren().forPath("/")));
        assertNotNull(chrooted.checkExists().forPath("/"), "the client root maps to the chroot itself");
        assertEquals("/node", chrooted.sync("/node"));
        assertEquals(2, chrooted.getAllChildrenNumber("/"));
    }

    @Test
    void chrootStripsEventPaths() throws Exception {
        ZkClient plain = server.client();
        ZkClient chrooted = chrootedClient(plain);
        EventRecorder oneShot = new EventRecorder();
        EventRecorder recursive = new EventRecorder();
        chrooted.checkExists().usingWatcher(oneShot).forPath("/a");
        chrooted.addWatch("/", recursive, AddWatchMode.PERSISTENT_RECURSIVE);

        plain.create().forPath(server.path("a"));
        plain.setData().forPath(server.root(), new byte[] {1});

        assertEquals(nodeEvent(EventType.NodeCreated, "/a"), oneShot.next());
        assertEquals(List.of(nodeEvent(EventType.NodeCreated, "/a"), nodeEvent(EventType.NodeDataChanged, "/")),
                recursive.next(2));
    }

    @Test
    void chrootStripsTransactionAndMultiReadPaths() throws Exception {
        ZkClient plain = server.client();
        ZkClient chrooted = chrootedClient(plain);

        List<String> results = OpResults.describe(chrooted.transaction()
                .create("/t", new byte[] {4}, CreateMode.PERSISTENT)
                .commit());

        assertEquals(List.of("create /t"), results);
        assertNotNull(plain.checkExists().forPath(server.path("t")));
        assertEquals(List.of("getData [4] v0"), OpResults.describe(chrooted.multiRead(List.of(ReadOp.getData("/t")))));
    }

    @Test
    void getEphemeralsReportsFullServerPathsAsTheOfficialClientDoes() throws Exception {
        ZkClient plain = server.client();
        ZkClient chrooted = chrootedClient(plain);
        chrooted.create().withMode(CreateMode.EPHEMERAL).forPath("/e");

        assertEquals(List.of(server.path("e")), chrooted.getEphemerals("/"));
    }

    @Test
    void namespaceIsAppliedAfterTheChroot() throws Exception {
        ZkClient plain = server.client();
        plain.create().creatingParentsIfNeeded().forPath(server.path("ns"));
        ZkClient namespaced = server.client(b -> b.connectString(server.connectString() + server.root()).namespace("ns"));
        EventRecorder recorder = new EventRecorder();

        assertEquals(server.path("ns"), namespaced.namespace());
        assertNull(namespaced.checkExists().usingWatcher(recorder).forPath("/x"));
        assertEquals("/x", namespaced.create().forPath("/x"));

        assertNotNull(plain.checkExists().forPath(server.path("ns/x")));
        assertEquals(nodeEvent(EventType.NodeCreated, "/x"), recorder.next());
        assertEquals(List.of("x"), namespaced.getChildren().forPath("/"));
    }

    @Test
    void namespaceAloneWorksWithoutChroot() throws Exception {
        ZkClient plain = server.client();
        plain.create().forPath(server.root());
        String namespace = server.root().substring(1);
        ZkClient namespaced = server.client(b -> b.namespace(namespace));
        EventRecorder recorder = new EventRecorder();
        namespaced.addWatch("/", recorder, AddWatchMode.PERSISTENT_RECURSIVE);

        assertEquals("/y", namespaced.create().creatingParentsIfNeeded().forPath("/y"));
        plain.setData().forPath(server.path("y"), new byte[] {1});

        assertEquals(List.of(nodeEvent(EventType.NodeCreated, "/y"), nodeEvent(EventType.NodeDataChanged, "/y")),
                recorder.next(2));
    }

    @Test
    void theNamespaceIsCreatedAsContainersBeforeTheFirstOperationAsCuratorDoes() throws Exception {
        ZkClient plain = server.client();
        ZkClient namespaced = server.client(b -> b.namespace(server.root().substring(1) + "/made/here"));

        assertEquals("/x", namespaced.create().forPath("/x"), "no creatingParentsIfNeeded needed");

        // The server shows no owner for containers; it reaps them once emptied (every 100 ms here).
        namespaced.delete().forPath("/x");
        Polling.until(Await.TIMEOUT, "the emptied namespace containers to be reaped",
                () -> exists(plain, server.root()) == null, () -> "still there: " + server.root());
        ZkClient async = server.client(b -> b.namespace(server.root().substring(1) + "/async"));
        assertNotNull(async.async().checkExists().forPath("/").get(10, TimeUnit.SECONDS),
                "the namespace's create went out ahead of the first (async) call, which was not made to wait");
    }

    private static Stat exists(ZkClient client, String path) {
        try {
            return client.checkExists().forPath(path);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aNamespaceThatExistsIsUsedAsItIs() throws Exception {
        ZkClient plain = server.client();
        plain.create().creatingParentsIfNeeded().forPath(server.path("kept"), new byte[] {7});
        ZkClient namespaced = server.client(b -> b.namespace(server.root().substring(1) + "/kept"));

        assertEquals("/x", namespaced.create().forPath("/x"));
        namespaced.delete().forPath("/x");
        assertArrayEquals(new byte[] {7}, plain.getData().forPath(server.path("kept")), "left as it was");
    }

    private static final List<ACL> READ_AND_ADMIN = List.of(new ACL(Perms.READ | Perms.ADMIN, Ids.ANYONE_ID_UNSAFE));

    @Test
    void aNamespaceThatCannotBeCreatedIsWarnedAboutOnceAndTriedAgainByTheNextOperation() throws Exception {
        ZkClient admin = server.client();
        admin.create().forPath(server.root());
        admin.create().forPath(server.path("locked"));
        admin.setACL().withACL(READ_AND_ADMIN).forPath(server.path("locked")); // no one may create below
        String chroot = server.connectString() + server.path("locked");
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal.ops.NamespaceNodes")) {
            ZkClient namespaced = server.client(b -> b.connectString(chroot).namespace("ns"));

            assertThrows(KeeperException.NoNodeException.class, () -> namespaced.getData().forPath("/"));
            String warning = log.await(line -> line.startsWith("WARNING could not create the namespace node"),
                    Await.TIMEOUT);
            assertTrue(warning.contains(server.path("locked/ns")) && warning.contains("NoAuth"), warning);
            assertThrows(KeeperException.NoNodeException.class, () -> namespaced.getData().forPath("/"));
            namespaced.sync("/"); // answered after the replies to the second attempt
            assertEquals(1, log.lines("WARNING").size(), "a second failure within 30 s is not warned about again");

            admin.setACL().withACL(Ids.OPEN_ACL_UNSAFE).forPath(server.path("locked"));
            assertEquals("/x", namespaced.create().forPath("/x"), "the next operation created the namespace first");
        }
    }

    @Test
    void theOperationAfterARefusedNamespaceCreateSendsItAgainThoughTheCheckThatFollowedIsUnanswered() throws Exception {
        ZkClient admin = server.client();
        admin.create().forPath(server.root());
        admin.create().forPath(server.path("locked"));
        admin.setACL().withACL(READ_AND_ADMIN).forPath(server.path("locked"));
        FaultProxy slow = server.proxy();
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal.ops.NamespaceNodes")) {
            ZkClient namespaced = server.client(b -> b.connectString(slow.connectString() + server.path("locked"))
                    .namespace("ns"));
            // A round trip of a second: the check whether the namespace exists, sent when the refusal of its
            // create arrives, is answered a second after the getData's NoNode.
            slow.delay(Duration.ofMillis(500));

            assertThrows(KeeperException.NoNodeException.class, () -> namespaced.getData().forPath("/"));
            admin.setACL().withACL(Ids.OPEN_ACL_UNSAFE).forPath(server.path("locked"));
            assertEquals("/x", namespaced.create().forPath("/x"), "the next operation created the namespace first");
        }
    }

    @Test
    void aNamespaceThatExistsBelowANodeNobodyMayCreateInNeedsNoRights() throws Exception {
        ZkClient admin = server.client();
        admin.create().creatingParentsIfNeeded().forPath(server.path("locked/ns"));
        admin.setACL().withACL(Ids.READ_ACL_UNSAFE).forPath(server.path("locked"));
        String chroot = server.connectString() + server.path("locked");
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal.ops.NamespaceNodes")) {
            ZkClient namespaced = server.client(b -> b.connectString(chroot).namespace("ns"));

            assertEquals("/x", namespaced.create().forPath("/x"));
            namespaced.sync("/"); // answered after every reply to the namespace's create (and any check of it)
            assertEquals(List.of(), log.lines("WARNING"), "the namespace is there: nothing to warn about");
        }
    }

    @Test
    void aClientClosedBeforeItsNamespaceCouldBeCreatedDoesNotWarn() throws Exception {
        FaultProxy proxy = server.proxy();
        try (LogCapture log = LogCapture.of("io.zkwire.client.internal.ops.NamespaceNodes")) {
            ZkClient namespaced = server.client(b -> b.connectString(proxy.connectString())
                    .namespace(server.root().substring(1)));
            proxy.blackhole();
            CompletableFuture<byte[]> pending = namespaced.async().getData().forPath("/");

            namespaced.close(); // fails the namespace's create and the read, both unanswered
            assertThrows(ExecutionException.class, () -> pending.get(10, TimeUnit.SECONDS));
            assertEquals(List.of(), log.lines("WARNING"), "a close is no reason to warn");
        }
    }
}
