package io.zkwire.client.it;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.data.ClientInfo;
import io.zkwire.protocol.data.Stat;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The synchronous form of every read and write besides create (see CreateModesTest) and multi. */
class NodeOperationsTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void deleteHonoursTheVersion() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        client.setData().forPath(server.root(), new byte[] {1});

        Await.keeperError(Code.BADVERSION, () -> client.delete().withVersion(0).forPath(server.root()));
        assertNotNull(client.checkExists().forPath(server.root()), "a failed delete must leave the node");

        client.delete().withVersion(1).forPath(server.root());
        assertNull(client.checkExists().forPath(server.root()));
    }

    @Test
    void deleteReportsMissingAndNonEmptyNodesUnlessAskedNotTo() throws Exception {
        ZkClient client = server.client();
        client.create().creatingParentsIfNeeded().forPath(server.path("a/b/c"));
        client.create().forPath(server.path("a/d"));

        Await.keeperError(Code.NONODE, () -> client.delete().forPath(server.path("missing")));
        client.delete().quietly().forPath(server.path("missing"));
        Await.keeperError(Code.NOTEMPTY, () -> client.delete().forPath(server.path("a")));

        client.delete().deletingChildrenIfNeeded().forPath(server.root());
        assertNull(client.checkExists().forPath(server.root()));
    }

    @Test
    void existsReturnsTheStatOrNull() throws Exception {
        ZkClient client = server.client();
        assertNull(client.checkExists().forPath(server.root()));

        AtomicReference<Stat> created = new AtomicReference<>();
        client.create().storingStatIn(created).forPath(server.root(), new byte[3]);

        Stat stat = client.checkExists().forPath(server.root());
        assertEquals(created.get(), stat);
        assertEquals(3, stat.dataLength());
    }

    @Test
    void getDataReturnsDataAndStat() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root(), "v0".getBytes(UTF_8));
        Stat written = client.setData().forPath(server.root(), "v1".getBytes(UTF_8));

        AtomicReference<Stat> stat = new AtomicReference<>();
        byte[] data = client.getData().storingStatIn(stat).forPath(server.root());

        assertArrayEquals("v1".getBytes(UTF_8), data);
        assertEquals(written, stat.get());
        assertEquals(1, stat.get().version());
        assertTrue(stat.get().mzxid() > stat.get().czxid(), "the setData zxid follows the create zxid");
        Await.keeperError(Code.NONODE, () -> client.getData().forPath(server.path("missing")));
    }

    @Test
    void setDataHonoursTheVersion() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root(), new byte[] {0});

        Stat first = client.setData().withVersion(0).forPath(server.root(), new byte[] {1});
        assertEquals(1, first.version());
        Await.keeperError(Code.BADVERSION,
                () -> client.setData().withVersion(0).forPath(server.root(), new byte[] {2}));
        assertArrayEquals(new byte[] {1}, client.getData().forPath(server.root()), "a failed setData changes nothing");

        Stat any = client.setData().forPath(server.root(), new byte[] {3});
        assertEquals(2, any.version());
        Await.keeperError(Code.NONODE, () -> client.setData().forPath(server.path("missing"), new byte[0]));
    }

    @Test
    void getChildrenReturnsNamesAndTheParentsStat() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        for (String name : List.of("x", "y", "z")) {
            client.create().forPath(server.path(name));
        }
        client.delete().forPath(server.path("y"));

        AtomicReference<Stat> stat = new AtomicReference<>();
        List<String> children = client.getChildren().storingStatIn(stat).forPath(server.root());

        assertEquals(Set.of("x", "z"), new HashSet<>(children));
        assertEquals(2, children.size());
        assertEquals(2, stat.get().numChildren());
        assertEquals(4, stat.get().cversion(), "three creates and a delete");
        Await.keeperError(Code.NONODE, () -> client.getChildren().forPath(server.path("missing")));
    }

    @Test
    void aclCanBeReadAndReplacedWithVersionCheck() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        assertEquals(Ids.OPEN_ACL_UNSAFE, client.getACL().forPath(server.root()));

        Await.keeperError(Code.BADVERSION,
                () -> client.setACL().withVersion(5).withACL(Ids.READ_ACL_UNSAFE).forPath(server.root()));
        Stat stat = client.setACL().withVersion(0).withACL(Ids.READ_ACL_UNSAFE).forPath(server.root());

        assertEquals(1, stat.aversion());
        AtomicReference<Stat> read = new AtomicReference<>();
        assertEquals(Ids.READ_ACL_UNSAFE, client.getACL().storingStatIn(read).forPath(server.root()));
        assertEquals(1, read.get().aversion());
        Await.keeperError(Code.NOAUTH, () -> client.setData().forPath(server.root(), new byte[] {1}));
        Await.keeperError(Code.INVALIDACL, () -> client.setACL().withACL(List.of()).forPath(server.root()));
    }

    @Test
    void syncReturnsTheClientPath() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());

        assertEquals(server.root(), client.sync(server.root()));
    }

    @Test
    void getEphemeralsListsOnlyThisSessionsEphemeralsUnderThePrefix() throws Exception {
        ZkClient client = server.client();
        ZkClient other = server.client();
        client.create().forPath(server.root());
        client.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("mine-1"));
        client.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("mine-2"));
        client.create().forPath(server.path("persistent"));
        other.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("theirs"));

        assertEquals(Set.of(server.path("mine-1"), server.path("mine-2")),
                new HashSet<>(client.getEphemerals(server.root())));
        assertEquals(List.of(server.path("mine-2")), client.getEphemerals(server.path("mine-2")));
        assertEquals(List.of(server.path("theirs")), other.getEphemerals(server.root()));
    }

    @Test
    void getAllChildrenNumberCountsEveryDescendant() throws Exception {
        ZkClient client = server.client();
        client.create().creatingParentsIfNeeded().forPath(server.path("a/b/c"));
        client.create().forPath(server.path("a/d"));
        client.create().forPath(server.path("e"));

        assertEquals(5, client.getAllChildrenNumber(server.root()));
        assertEquals(0, client.getAllChildrenNumber(server.path("e")));
        Await.keeperError(Code.NONODE, () -> client.getAllChildrenNumber(server.path("missing")));
    }

    @Test
    void whoAmIShowsTheIpIdentityOfAnUnauthenticatedSession() throws Exception {
        ZkClient client = server.client();

        List<ClientInfo> identities = client.whoAmI();

        assertTrue(identities.contains(new ClientInfo("ip", "127.0.0.1")), () -> "whoAmI returned " + identities);
    }
}
