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

    /** How the server marks a container in Stat.ephemeralOwner (PROTOCOL.md §4.1). */
    private static final long CONTAINER_OWNER = Long.MIN_VALUE;
    /** How the server marks a TTL node in Stat.ephemeralOwner: this prefix, the TTL in the low 40 bits. */
    private static final long TTL_OWNER_PREFIX = 0xFF00_0000_0000_0000L;

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
        assertEquals(CONTAINER_OWNER, stat.get().ephemeralOwner());

        client.create().forPath(server.path("child"));
        EventRecorder watch = new EventRecorder();
        client.checkExists().usingWatcher(watch).forPath(server.root());
        client.delete().forPath(server.path("child"));

        assertEquals(nodeEvent(EventType.NodeDeleted, server.root()), watch.next());
    }

    @Test
    void ttlNodeCarriesItsTtlAndIsDeletedWhenItExpires() throws Exception {
        ZkClient client = server.client();
        AtomicReference<Stat> stat = new AtomicReference<>();
        long ttlMs = 1000;

        client.create().withMode(CreateMode.PERSISTENT_WITH_TTL).withTtl(ttlMs).storingStatIn(stat)
                .forPath(server.root());
        EventRecorder watch = new EventRecorder();
        // The TTL is long enough for this watch to be set while the node still exists.
        assertNotNull(client.checkExists().usingWatcher(watch).forPath(server.root()));

        assertEquals(TTL_OWNER_PREFIX | ttlMs, stat.get().ephemeralOwner());
        assertEquals(nodeEvent(EventType.NodeDeleted, server.root()), watch.next());
    }

    @Test
    void sequentialTtlNodeGetsSuffixAndTtl() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        AtomicReference<Stat> stat = new AtomicReference<>();

        String created = client.create().withMode(CreateMode.PERSISTENT_SEQUENTIAL_WITH_TTL).withTtl(60_000)
                .storingStatIn(stat).forPath(server.path("ttl-"));

        assertEquals(server.path("ttl-0000000000"), created);
        assertEquals(TTL_OWNER_PREFIX | 60_000, stat.get().ephemeralOwner());
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

        assertEquals(CONTAINER_OWNER, client.checkExists().forPath(server.root()).ephemeralOwner());
        assertEquals(CONTAINER_OWNER, client.checkExists().forPath(server.path("a")).ephemeralOwner());
        assertEquals(0L, client.checkExists().forPath(leaf).ephemeralOwner(), "the node itself is persistent");
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
