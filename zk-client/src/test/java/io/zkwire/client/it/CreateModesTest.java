package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.builders.AsyncCreateBuilder;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.data.Stat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** create() in every mode, with and without parents, sync and async, against a real server. */
class CreateModesTest {

    /*
     * Containers and TTL nodes are marked in the server's own ephemeralOwner field, but the server reports 0
     * to clients for both (checked against 3.9.5), so the tests tell them by what the server does to them.
     */

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void persistentNodeReturnsItsPathAndStat() throws Exception {
        ZkClient client = server.client();
        AtomicReference<Stat> stat = new AtomicReference<>();

        String created = client.create().storingStatIn(stat).forPath(server.root(), "hello".getBytes(UTF_8));

        assertEquals(server.root(), created);
        assertNotNull(stat.get(), "storingStatIn must receive the Stat of the create2 reply");
        assertEquals(0, stat.get().version());
        assertEquals(5, stat.get().dataLength());
        assertEquals(0L, stat.get().ephemeralOwner());
        assertEquals(stat.get(), client.checkExists().forPath(server.root()));
        assertArrayEquals("hello".getBytes(UTF_8), client.getData().forPath(server.root()));
    }

    @Test
    void ephemeralNodeIsOwnedByTheSessionAndGoesWithIt() throws Exception {
        ZkClient observer = server.client();
        observer.create().forPath(server.root());
        String path = server.path("ephemeral");
        ZkClient owner = server.client();

        AtomicReference<Stat> stat = new AtomicReference<>();
        owner.create().withMode(CreateMode.EPHEMERAL).storingStatIn(stat).forPath(path);
        assertEquals(owner.sessionId(), stat.get().ephemeralOwner());
        assertEquals(owner.sessionId(), observer.checkExists().forPath(path).ephemeralOwner());

        EventRecorder watch = new EventRecorder();
        observer.checkExists().usingWatcher(watch).forPath(path);
        owner.close();

        assertEquals(nodeEvent(EventType.NodeDeleted, path), watch.next());
        assertNull(observer.checkExists().forPath(path));
    }

    @Test
    void sequentialNodesGetTheParentsCounterAsTenDigitSuffix() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());

        List<String> names = new ArrayList<>();
        names.add(client.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath(server.path("job-")));
        names.add(client.create().withMode(CreateMode.EPHEMERAL_SEQUENTIAL).forPath(server.path("job-")));
        names.add(client.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL).forPath(server.path("job-")));

        assertEquals(List.of(server.path("job-0000000000"), server.path("job-0000000001"),
                server.path("job-0000000002")), names);
        assertEquals(0L, client.checkExists().forPath(names.get(0)).ephemeralOwner());
        assertEquals(client.sessionId(), client.checkExists().forPath(names.get(1)).ephemeralOwner());
    }

    @Test
    void containerIsMarkedAndDeletedByTheServerOnceItsLastChildIsGone() throws Exception {
        ZkClient client = server.client();
        AtomicReference<Stat> stat = new AtomicReference<>();
        client.create().withMode(CreateMode.CONTAINER).storingStatIn(stat).forPath(server.root());
        assertEquals(0L, stat.get().ephemeralOwner());

        client.create().forPath(server.path("child"));
        EventRecorder watch = new EventRecorder();
        client.checkExists().usingWatcher(watch).forPath(server.root());
        client.delete().forPath(server.path("child"));

        assertEquals(nodeEvent(EventType.NodeDeleted, server.root()), watch.next());
    }

    /** Long enough for a watch to be set on a new TTL node before the server can delete it. */
    private static final long TTL_MS = 1000;

    /** The server deletes {@code path} by itself, as it does with an expired TTL node. */
    private static void assertDeletedByTheServer(ZkClient client, String path) throws Exception {
        EventRecorder watch = new EventRecorder();
        assertNotNull(client.checkExists().usingWatcher(watch).forPath(path), path + " expired too early");
        assertEquals(nodeEvent(EventType.NodeDeleted, path), watch.next());
    }

    @Test
    void ttlNodeIsDeletedWhenItsTtlHasPassed() throws Exception {
        ZkClient client = server.client();
        AtomicReference<Stat> stat = new AtomicReference<>();

        String created = client.create().withMode(CreateMode.PERSISTENT_WITH_TTL).withTtl(TTL_MS).storingStatIn(stat)
                .forPath(server.root(), new byte[] {1});

        assertEquals(server.root(), created);
        assertEquals(1, stat.get().dataLength());
        assertEquals(0L, stat.get().ephemeralOwner());
        assertDeletedByTheServer(client, server.root());
    }

    @Test
    void sequentialTtlNodeGetsSuffixAndIsDeletedWhenItsTtlHasPassed() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());

        String created = client.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL_WITH_TTL).withTtl(TTL_MS)
                .forPath(server.path("ttl-"));

        assertEquals(server.path("ttl-0000000000"), created);
        assertDeletedByTheServer(client, created);
    }

    @Test
    void creatingParentsIfNeededMakesPersistentEmptyParents() throws Exception {
        ZkClient client = server.client();
        String leaf = server.path("a/b/c");

        client.create().creatingParentsIfNeeded().withMode(CreateMode.EPHEMERAL).forPath(leaf, new byte[] {7});

        for (String parent : List.of(server.root(), server.path("a"), server.path("a/b"))) {
            Stat stat = client.checkExists().forPath(parent);
            assertNotNull(stat, parent + " must have been created");
            assertEquals(0L, stat.ephemeralOwner(), parent + " must be persistent");
            assertEquals(0, stat.dataLength(), parent + " must be empty");
        }
        assertEquals(client.sessionId(), client.checkExists().forPath(leaf).ephemeralOwner());
        assertArrayEquals(new byte[] {7}, client.getData().forPath(leaf));
    }

    @Test
    void creatingParentContainersIfNeededMakesContainerParents() throws Exception {
        ZkClient client = server.client();
        String leaf = server.path("a/b");

        client.create().creatingParentContainersIfNeeded().forPath(leaf);
        EventRecorder watch = new EventRecorder();
        client.checkExists().usingWatcher(watch).forPath(server.root());
        client.delete().forPath(leaf);

        // Containers: once emptied, the server deletes "a", which empties the root, which it deletes too.
        assertEquals(nodeEvent(EventType.NodeDeleted, server.root()), watch.next());
        assertNull(client.checkExists().forPath(server.path("a")));
    }

    @Test
    void createFailuresCarryTheServersCode() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        client.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("eph"));

        Await.keeperError(Code.NODEEXISTS, () -> client.create().forPath(server.root()));
        Await.keeperError(Code.NONODE, () -> client.create().forPath(server.path("missing/child")));
        Await.keeperError(Code.NOCHILDRENFOREPHEMERALS, () -> client.create().forPath(server.path("eph/child")));
    }

    @Test
    void asyncCreateInEveryModeCompletesWithThePath() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        AtomicReference<Stat> stat = new AtomicReference<>();

        for (CreateMode mode : CreateMode.values()) {
            String path = server.path(mode.name().toLowerCase(Locale.ROOT) + "-");
            AsyncCreateBuilder create = client.async().create().withMode(mode).storingStatIn(stat);
            if (mode.isTtl()) {
                create = create.withTtl(60_000);
            }
            String created = Await.result(create.forPath(path, new byte[] {1, 2}));
            assertTrue(mode.isSequential() ? created.matches(Pattern.quote(path) + "\\d{10}") : created.equals(path),
                    () -> mode + " created " + created);
            assertEquals(2, stat.get().dataLength(), mode + " stat");
        }
        Await.keeperError(Code.NODEEXISTS, client.async().create().forPath(server.root()));
    }
}
