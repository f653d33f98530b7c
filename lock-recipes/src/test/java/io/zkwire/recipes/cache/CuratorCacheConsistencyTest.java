// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.ZkServer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Curator 5.9's TestCuratorCacheConsistency, shortened: nodes are created, changed and deleted at random in
 * a tree while several caches follow it and one of the servers is killed (each cache hears it); afterwards each cache, and what
 * each cache's listener was told, equal the tree on the server.
 *
 * <p>Differences from Curator's: 3 servers with the leader killed, so that every cache is cut off (Curator: 5 with 2, by index), 5 caches (10 to 20), trees 3 to
 * 5 deep (5 to 10), 12 s of changes (30 s), no pause between changes. An operation cut off by the kill is
 * skipped instead of failing the test (Curator's retry policy retries it; the comparison is against the
 * server's tree at the end either way). Instead of sleeping "a bit" before comparing, the test creates a
 * marker node last and waits until every cache's listener heard it.
 */
@Timeout(120)
class CuratorCacheConsistencyTest {

    @RegisterExtension
    static final RecipeServer SERVER = new RecipeServer(b -> b.servers(3));

    private static final Duration TEST_LENGTH = Duration.ofSeconds(12);
    private static final int NODES_PER_LEVEL = 10;
    private static final int CACHES = 5;

    private final long seed = System.nanoTime();
    private final Random random = new Random(seed);
    private final Queue<String> errors = new ConcurrentLinkedQueue<>();

    /** One client, its cache, and what the cache's listener was told (path to data). */
    private final class Follower {
        final int index;
        final ZkClient client;
        final CuratorCache cache;
        final Map<String, ChildData> heard = new ConcurrentHashMap<>();
        final CountDownLatch markerHeard = new CountDownLatch(1);
        final CountDownLatch stale = new CountDownLatch(1);

        Follower(int index, String base, String marker) throws InterruptedException {
            this.index = index;
            this.client = SERVER.client();
            this.cache = CuratorCache.builder(client, base).withOptions(CuratorCache.Options.DO_NOT_CLEAR_ON_CLOSE)
                    .withExceptionHandler(e -> errors.add("cache " + index + " handler: " + e)).build();
            cache.listenable().addListener(CuratorCacheListener.builder()
                    .forCreates(node -> created(node, marker))
                    .forChanges(this::changed)
                    .forDeletes(this::deleted)
                    .forStale(stale::countDown).build());
            cache.start();
        }

        private void created(ChildData node, String marker) {
            if (heard.put(node.getPath(), node) != null) {
                errors.add("cache " + index + ": created, but it existed: " + node.getPath());
            }
            if (node.getPath().equals(marker)) {
                markerHeard.countDown();
            }
        }

        private void changed(ChildData oldNode, ChildData node) {
            ChildData previous = heard.put(node.getPath(), node);
            if (previous == null || !Arrays.equals(previous.getData(), oldNode.getData())) {
                errors.add("cache " + index + ": changed, with a wrong old value: " + node.getPath());
            }
        }

        private void deleted(ChildData node) {
            if (heard.remove(node.getPath()) == null) {
                errors.add("cache " + index + ": deleted, but it did not exist: " + node.getPath());
            }
        }
    }

    @Test
    void cachesEqualTheServerAfterRandomChangesAndAKilledServer() throws Exception {
        String base = SERVER.path("consistency");
        String marker = base + "/done";
        int maxDepth = 3 + random.nextInt(3);
        ZkClient writer = SERVER.client();
        writer.create().creatingParentsIfNeeded().forPath(base, new byte[0]);
        List<Follower> followers = new ArrayList<>();
        for (int i = 0; i < CACHES; i++) {
            followers.add(new Follower(i, base, marker));
        }
        ZkServer killed = null;
        try {
            killed = change(followers, base, maxDepth);
        } finally {
            if (killed != null) {
                killed.start();
            }
        }
        followers.get(0).client.create().forPath(marker, bytes("done"));
        for (Follower follower : followers) {
            assertTrue(follower.stale.await(30, TimeUnit.SECONDS), "cache " + follower.index
                    + " never heard the leader's loss");
            assertTrue(follower.markerHeard.await(30, TimeUnit.SECONDS), "cache " + follower.index
                    + " never heard the marker (seed " + seed + ")");
        }
        Map<String, String> actual = new TreeMap<>();
        readTree(writer, base, actual);
        List<String> found = new ArrayList<>(errors);
        followers.forEach(follower -> found.addAll(differences(follower, actual)));
        followers.forEach(follower -> follower.cache.close());
        assertEquals(List.of(), found, "seed " + seed + ", depth " + maxDepth + ", " + actual.size() + " nodes");
    }

    /** Random creates, changes and deletes through random clients; the leader is killed a third in. */
    private ZkServer change(List<Follower> followers, String base, int maxDepth) throws Exception {
        long start = System.nanoTime();
        ZkServer killed = null;
        while (System.nanoTime() - start < TEST_LENGTH.toNanos()) {
            assertEquals(List.of(), List.copyOf(errors), "seed " + seed);
            if (killed == null && System.nanoTime() - start > TEST_LENGTH.toNanos() / 3) {
                killed = SERVER.ensemble().killLeader();
            }
            String path = randomPath(base, random.nextInt(maxDepth));
            ZkClient client = followers.get(random.nextInt(followers.size())).client;
            try {
                if (random.nextBoolean()) {
                    delete(client, base, path);
                } else {
                    client.create().orSetData().creatingParentsIfNeeded()
                            .forPath(path, bytes(Long.toString(random.nextLong())));
                }
            } catch (KeeperException e) {
                if (!KeeperException.isRetryable(e)) {
                    throw e;
                }
            }
        }
        return killed;
    }

    private static void delete(ZkClient client, String base, String path) throws Exception {
        if (!path.equals(base)) {
            client.delete().quietly().deletingChildrenIfNeeded().forPath(path);
        }
    }

    private String randomPath(String base, int depth) {
        StringBuilder path = new StringBuilder(base);
        for (int level = 0; level < depth; level++) {
            path.append('/').append(random.nextInt(NODES_PER_LEVEL));
        }
        return path.toString();
    }

    private static void readTree(ZkClient client, String path, Map<String, String> tree) throws Exception {
        tree.put(path, new String(client.getData().forPath(path), StandardCharsets.UTF_8));
        for (String child : client.getChildren().forPath(path)) {
            readTree(client, path + "/" + child, tree);
        }
    }

    /** Where the cache, or what its listener heard, differs from the server's tree. */
    private static List<String> differences(Follower follower, Map<String, String> actual) {
        List<String> found = new ArrayList<>();
        String who = "cache " + follower.index + ": ";
        if (actual.size() != follower.cache.size()) {
            found.add(who + "holds " + follower.cache.size() + " nodes, the server " + actual.size());
        }
        actual.forEach((path, data) -> {
            String cached = follower.cache.get(path).map(CuratorCacheConsistencyTest::text).orElse(null);
            String heard = follower.heard.containsKey(path) ? text(follower.heard.get(path)) : null;
            if (!data.equals(cached)) {
                found.add(who + path + " is " + cached + " in the cache, " + data + " on the server");
            }
            if (!data.equals(heard)) {
                found.add(who + path + " was told as " + heard + " to the listener, " + data + " on the server");
            }
        });
        follower.cache.stream().filter(node -> !actual.containsKey(node.getPath()))
                .forEach(node -> found.add(who + node.getPath() + " is in the cache, not on the server"));
        follower.heard.keySet().stream().filter(path -> !actual.containsKey(path))
                .forEach(path -> found.add(who + path + " was told to the listener, not on the server"));
        return found;
    }

    private static String text(ChildData node) {
        return node.getData() == null ? "" : new String(node.getData(), StandardCharsets.UTF_8);
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
