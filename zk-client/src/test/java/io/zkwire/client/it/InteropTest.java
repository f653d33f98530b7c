package io.zkwire.client.it;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.Ids;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.Perms;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** What Apache's official 3.9.5 client writes zkwire reads, and the reverse, on the same server. */
class InteropTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    private static ZooKeeper official() throws Exception {
        return server.closeAfterTest(OfficialClient.connect(server.connectString()));
    }

    /** The eleven Stat fields of an official Stat, to compare with zkwire's record. */
    private static Stat convert(org.apache.zookeeper.data.Stat s) {
        return new Stat(s.getCzxid(), s.getMzxid(), s.getCtime(), s.getMtime(), s.getVersion(), s.getCversion(),
                s.getAversion(), s.getEphemeralOwner(), s.getDataLength(), s.getNumChildren(), s.getPzxid());
    }

    private static List<ACL> convert(List<org.apache.zookeeper.data.ACL> acls) {
        return acls.stream()
                .map(a -> new ACL(a.getPerms(), new io.zkwire.protocol.data.Id(a.getId().getScheme(), a.getId().getId())))
                .toList();
    }

    @Test
    void zkwireReadsWhatTheOfficialClientWrote() throws Exception {
        ZooKeeper zk = official();
        ZkClient client = server.client();
        zk.create(server.root(), "from-official".getBytes(UTF_8), ZooDefs.Ids.OPEN_ACL_UNSAFE,
                org.apache.zookeeper.CreateMode.PERSISTENT);
        String seq = zk.create(server.path("seq-"), new byte[0], ZooDefs.Ids.OPEN_ACL_UNSAFE,
                org.apache.zookeeper.CreateMode.PERSISTENT_SEQUENTIAL);
        zk.create(server.path("eph"), new byte[] {1}, ZooDefs.Ids.OPEN_ACL_UNSAFE,
                org.apache.zookeeper.CreateMode.EPHEMERAL);
        zk.addAuthInfo("digest", Digests.credentials("official", "pw"));
        zk.create(server.path("secret"), new byte[] {7}, ZooDefs.Ids.CREATOR_ALL_ACL,
                org.apache.zookeeper.CreateMode.PERSISTENT);

        org.apache.zookeeper.data.Stat officialStat = new org.apache.zookeeper.data.Stat();
        zk.getData(server.root(), false, officialStat);
        AtomicReference<Stat> stat = new AtomicReference<>();
        assertArrayEquals("from-official".getBytes(UTF_8), client.getData().storingStatIn(stat).forPath(server.root()));
        assertEquals(convert(officialStat), stat.get());
        assertEquals(new HashSet<>(zk.getChildren(server.root(), false)),
                new HashSet<>(client.getChildren().forPath(server.root())));
        assertEquals(server.path("seq-0000000000"), seq);
        assertEquals(zk.getSessionId(), client.checkExists().forPath(server.path("eph")).ephemeralOwner());
        Await.keeperError(Code.NOAUTH, () -> client.getData().forPath(server.path("secret")));
        client.addAuth("digest", Digests.credentials("official", "pw"));
        assertArrayEquals(new byte[] {7}, client.getData().forPath(server.path("secret")));
        assertEquals(List.of(new ACL(Perms.ALL, Digests.id("official", "pw"))),
                client.getACL().forPath(server.path("secret")));
    }

    @Test
    void officialClientReadsWhatZkwireWrote() throws Exception {
        ZkClient client = server.client();
        ZooKeeper zk = official();
        AtomicReference<Stat> created = new AtomicReference<>();
        client.create().storingStatIn(created).forPath(server.root(), "from-zkwire".getBytes(UTF_8));
        String seq = client.create().withMode(CreateMode.EPHEMERAL_SEQUENTIAL).forPath(server.path("seq-"));
        client.addAuth("digest", Digests.credentials("zkwire", "pw"));
        client.create().withACL(Ids.CREATOR_ALL_ACL).forPath(server.path("secret"), new byte[] {9});
        client.setData().withVersion(0).forPath(server.root(), "changed".getBytes(UTF_8));

        org.apache.zookeeper.data.Stat officialStat = new org.apache.zookeeper.data.Stat();
        assertArrayEquals("changed".getBytes(UTF_8), zk.getData(server.root(), false, officialStat));
        assertEquals(1, officialStat.getVersion());
        assertEquals(created.get().czxid(), officialStat.getCzxid());
        assertEquals(server.path("seq-0000000000"), seq);
        assertEquals(client.sessionId(), zk.exists(seq, false).getEphemeralOwner());
        assertThrows(org.apache.zookeeper.KeeperException.NoAuthException.class,
                () -> zk.getData(server.path("secret"), false, null));
        zk.addAuthInfo("digest", Digests.credentials("zkwire", "pw"));
        assertArrayEquals(new byte[] {9}, zk.getData(server.path("secret"), false, null));
        assertEquals(List.of(new ACL(Perms.ALL, Digests.id("zkwire", "pw"))),
                convert(zk.getACL(server.path("secret"), new org.apache.zookeeper.data.Stat())));
    }

    @Test
    void officialClientSeesWhatAZkwireTransactionWrote() throws Exception {
        ZkClient client = server.client();
        ZooKeeper zk = official();
        client.create().forPath(server.root(), new byte[] {1});

        client.transaction()
                .create(server.path("tx"), new byte[] {3}, CreateMode.PERSISTENT)
                .create(server.path("seq-"), new byte[0], CreateMode.PERSISTENT_SEQUENTIAL)
                .setData(server.root(), new byte[] {2}, 0)
                .commit();

        assertArrayEquals(new byte[] {3}, zk.getData(server.path("tx"), false, null));
        assertEquals(List.of("seq-0000000001", "tx"), zk.getChildren(server.root(), false).stream().sorted().toList());
        assertArrayEquals(new byte[] {2}, zk.getData(server.root(), false, null));
    }

    @Test
    void eachClientSeesTheOthersChangesThroughItsWatches() throws Exception {
        ZkClient client = server.client();
        ZooKeeper zk = official();
        client.create().forPath(server.root());
        BlockingQueue<org.apache.zookeeper.WatchedEvent> officialEvents = new LinkedBlockingQueue<>();
        EventRecorder zkwireEvents = new EventRecorder();

        zk.getData(server.root(), officialEvents::add, null);
        client.checkExists().usingWatcher(zkwireEvents).forPath(server.path("child"));
        client.setData().forPath(server.root(), new byte[] {1});
        zk.create(server.path("child"), new byte[0], ZooDefs.Ids.OPEN_ACL_UNSAFE,
                org.apache.zookeeper.CreateMode.PERSISTENT);

        org.apache.zookeeper.WatchedEvent seen = officialEvents.poll(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        assertEquals(org.apache.zookeeper.Watcher.Event.EventType.NodeDataChanged, seen == null ? null : seen.getType());
        assertEquals(server.root(), seen.getPath());
        assertEquals(EventRecorder.nodeEvent(EventType.NodeCreated, server.path("child")), zkwireEvents.next());
    }
}
