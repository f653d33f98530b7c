// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.ZkEnsemble;
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
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Curator 5.9's TestCuratorCacheConsistency, shortened: nodes are created, changed and deleted at random in
 * a tree while several caches follow it and one of the servers is killed; afterwards each cache, and what
 * each cache's listener was told, equal the tree on the server.
 *
 * <p>Differences from Curator's: 3 servers, one follower killed (Curator: 5 servers, 2 killed by index); 6 caches
 * (10 to 20), half of them connected to that follower alone, so that they stay cut off while the others
 * change the tree (through their clients), until they are given the other servers; trees 3 to 5 deep
 * (5 to 10), 9 s of changes (30 s), no pause between changes. Instead of sleeping "a bit" before comparing,
 * the test creates a marker node last and waits until every cache's listener heard it.
 */
@Timeout(120)
class CuratorCacheConsistencyTest {

    @RegisterExtension
    static final RecipeServer SERVER = new RecipeServer(b -> b.servers(3));

    /** Changes with every cache following, then (the follower killed) with half of them cut off. */
    private static final Duration CUT_OFF = Duration.ofSeconds(8);
    /** Changes while the cut-off caches catch up: short, so that their catch-up has to find what they missed. */
    private static final Duration RESYNC = Duration.ofSeconds(1);
    private static final int NODES_PER_LEVEL = 10;
    private static final int CACHES = 6;

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

        Follower(int index, String connectString, String base, String marker) throws InterruptedException {
            this.index = index;
            this.client = SERVER.client(b -> b.connectString(connectString));
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
        ZkServer victim = follower(SERVER.ensemble());
        String others = SERVER.ensemble().servers().stream().filter(server -> server != victim)
                .map(ZkServer::connectString).collect(Collectors.joining(","));
        List<Follower> cutOff = new ArrayList<>();
        List<Follower> steady = new ArrayList<>();
        for (int i = 0; i < CACHES; i++) {
            boolean onVictim = i < CACHES / 2;
            Follower follower = new Follower(i, onVictim ? victim.connectString() : others, base, marker);
            (onVictim ? cutOff : steady).add(follower);
        }
        try {
            change(steady, base, maxDepth, CUT_OFF, victim::kill);
            cutOff.forEach(follower -> follower.client.updateServerList(others));
            change(steady, base, maxDepth, RESYNC, () -> { });
        } finally {
            victim.start();
        }
        steady.get(0).client.create().forPath(marker, bytes("done"));
        for (Follower follower : cutOff) {
            assertTrue(follower.stale.await(30, TimeUnit.SECONDS), "cache " + follower.index + " was not cut off");
        }
        List<Follower> followers = new ArrayList<>(cutOff);
        followers.addAll(steady);
        for (Follower follower : followers) {
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

    /** Random creates, changes and deletes through random clients for a while; {@code halfway} runs halfway. */
    private void change(List<Follower> followers, String base, int maxDepth, Duration length, Runnable halfway)
            throws Exception {
        long start = System.nanoTime();
        boolean halfwayRan = false;
        while (System.nanoTime() - start < length.toNanos()) {
            assertEquals(List.of(), List.copyOf(errors), "seed " + seed);
            if (!halfwayRan && System.nanoTime() - start > length.toNanos() / 2) {
                halfway.run();
                halfwayRan = true;
            }
            String path = randomPath(base, random.nextInt(maxDepth));
            ZkClient client = followers.get(random.nextInt(followers.size())).client;
            if (random.nextBoolean()) {
                delete(client, base, path);
            } else {
                client.create().orSetData().creatingParentsIfNeeded()
                        .forPath(path, bytes(Long.toString(random.nextLong())));
            }
        }
    }

    private static ZkServer follower(ZkEnsemble ensemble) {
        ZkServer leader = ensemble.leader();
        return ensemble.servers().stream().filter(server -> server != leader).findFirst().orElseThrow();
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
