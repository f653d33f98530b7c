package io.zkwire.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.faults.harness.Resources;
import io.zkwire.faults.harness.SharedEnsemble;
import io.zkwire.faults.harness.Waits;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.ChildData;
import io.zkwire.recipes.cache.CuratorCache;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.ProxiedEnsemble;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.ExponentialBackoffRetry;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 25: a cache on a 3-server ensemble follows a tree that a writer keeps creating, changing and deleting
 * while the field happens to the cache's side: its connections reset, a blackhole longer than its read timeout,
 * its server frozen (SIGSTOP), its server killed and started again, its session expired. After each fault the
 * cache says stale, then resynced; no event it reports is repeated, out of order, or inconsistent with the
 * tree (see {@link CacheHistory}); and once the writer stops, the events replayed, the cache and the server
 * hold the same nodes at the same czxid, mzxid and data: nothing was lost.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
@ExtendWith(SharedEnsemble.class)
class CacheFaultsTest {

    private static final long FAULT_LIMIT_SECONDS = 90;
    private static final Duration LIMIT = Duration.ofSeconds(FAULT_LIMIT_SECONDS);

    @RegisterExtension
    final Resources opened = new Resources();

    @Test
    void throughFaultsTheCacheReportsEachChangeOnceInOrderAndEndsEqualToTheServer(ZkEnsemble ensemble)
            throws Exception {
        ProxiedEnsemble proxied = opened.add(ProxiedEnsemble.of(ensemble));
        ProxiedEnsemble curatorProxied = opened.add(ProxiedEnsemble.of(ensemble));
        ZkClient cacheClient = opened.connected(proxied.connectString(), b -> b.sessionTimeoutMs(6_000));
        CuratorFramework curator = opened.add(CuratorFrameworkFactory.newClient(curatorProxied.connectString(),
                6_000, 15_000, new ExponentialBackoffRetry(100, 20)));
        curator.start();
        assertTrue(curator.blockUntilConnected((int) FAULT_LIMIT_SECONDS, TimeUnit.SECONDS), "Curator connected");
        ZkClient writerClient = opened.connected(ensemble.connectString(), b -> b.sessionTimeoutMs(6_000));
        String root = "/cache-faults-" + System.nanoTime();
        writerClient.create().forPath(root, bytes("root"));
        Writer writer = new Writer(writerClient, root);
        IntStream.range(0, 40).forEach(i -> writer.step());

        CacheHistory history = new CacheHistory(root);
        CuratorCache cache = opened.add(CuratorCache.build(cacheClient, root));
        cache.listenable().addListener(history);
        cache.start();
        history.lifecycleUntil("initialized", FAULT_LIMIT_SECONDS);
        CacheHistory curatorHistory = new CacheHistory(root);
        org.apache.curator.framework.recipes.cache.CuratorCache curatorCache =
                opened.add(org.apache.curator.framework.recipes.cache.CuratorCache.build(curator, root));
        curatorCache.listenable().addListener(new CuratorCacheRecord(curatorHistory));
        curatorCache.start();
        curatorHistory.lifecycleUntil("initialized", FAULT_LIMIT_SECONDS);
        Thread writing = writer.startThread();
        try {
            writer.awaitSteps(50);
            fault("connections reset for 3 s", history, () -> {
                curatorProxied.set(Fault.resetAll(), Duration.ofSeconds(3));
                proxied.set(Fault.resetAll(), Duration.ofSeconds(3));
            });
            writer.awaitSteps(50);
            fault("a 5 s blackhole", history, () -> {
                curatorProxied.set(Fault.blackhole(), Duration.ofSeconds(5));
                proxied.set(Fault.blackhole(), Duration.ofSeconds(5));
            });
            writer.awaitSteps(50);
            ZkServer frozen = ensemble.server(serverOf(proxied));
            frozen.pause();
            List<String> whileFrozen;
            try {
                whileFrozen = history.lifecycleUntil("stale", FAULT_LIMIT_SECONDS);
            } finally {
                frozen.resume();
            }
            assertEquals(List.of("stale"), whileFrozen, "its server frozen: stale first");
            history.lifecycleUntil("resynced", FAULT_LIMIT_SECONDS);
            ensemble.awaitQuorum(Duration.ofSeconds(FAULT_LIMIT_SECONDS));
            writer.awaitSteps(50);
            ZkServer killed = ensemble.server(serverOf(proxied));
            fault("its server killed and started again", history, () -> {
                killed.kill();
                writer.awaitSteps(20);
                killed.start();
            });
            ensemble.awaitQuorum(Duration.ofSeconds(FAULT_LIMIT_SECONDS));
            writer.awaitSteps(50);
            Duration curatorSession =
                    Duration.ofMillis(curator.getZookeeperClient().getZooKeeper().getSessionTimeout());
            List<String> expiry = fault("its session expired", history, () -> {
                // two sessions behind proxies of their own: their expiries are waited out side by side
                CompletableFuture<Void> curatorExpiry =
                        CompletableFuture.runAsync(() -> curatorProxied.expireSessions(curatorSession));
                proxied.expireSessions(Duration.ofMillis(cacheClient.negotiatedSessionTimeoutMs()));
                curatorExpiry.get(FAULT_LIMIT_SECONDS, TimeUnit.SECONDS);
            });
            assertTrue(expiry.contains("sessionLost"), "the expiry told as such: " + expiry);
            writer.awaitSteps(50);
        } finally {
            writer.stop(writing);
        }

        // the marker is the last write: once the cache reported it, it has heard of everything before it
        writerClient.create().forPath(root + "/marker", bytes("end"));
        assertTrue(Waits.until(() -> history.replayed().containsKey(root + "/marker"), LIMIT),
                "the cache heard the marker");
        boolean curatorHeardIt = Waits.until(() -> curatorHistory.replayed().containsKey(root + "/marker"), LIMIT);
        List<String> after = history.lifecycleSoFar();
        assertTrue(after.isEmpty() || after.get(after.size() - 1).equals("resynced"), "ended current: " + after);

        Map<String, CacheHistory.Seen> onServer = serverTree(writerClient, root);
        // Curator's cache went through the same faults on its own connections: said, not asserted
        Map<String, CacheHistory.Seen> curatorEnd = curatorHistory.replayed();
        System.out.printf("CacheFaultsTest: zkwire %d events, %d violations, %d nodes wrong at the end;"
                + " Curator's CuratorCache (heard the marker: %s) %d events, %d violations %s, %d nodes wrong%n",
                history.events(), history.violations().size(), differences(onServer, history.replayed()),
                curatorHeardIt, curatorHistory.events(), curatorHistory.violations().size(),
                kinds(curatorHistory.violations()), differences(onServer, curatorEnd));
        assertEquals(List.of(), history.violations(), "events no correct cache reports");
        assertEquals(onServer, history.replayed(), "the events replayed end at the server's tree");
        assertEquals(onServer, cached(cache), "the cache holds the server's tree");
        assertTrue(writer.steps() > 300 && history.events() > 300,
                "the writer and the cache were busy: " + writer.steps() + " writes, " + history.events() + " events");
    }

    /** How many nodes {@code cached} holds otherwise than {@code onServer} (other stat or data, missing, extra). */
    private static long differences(Map<String, CacheHistory.Seen> onServer, Map<String, CacheHistory.Seen> cached) {
        return onServer.keySet().stream().filter(path -> !onServer.get(path).equals(cached.get(path))).count()
                + cached.keySet().stream().filter(path -> !onServer.containsKey(path)).count();
    }

    /** Violations counted by kind (the text before the first colon). */
    private static Map<String, Long> kinds(List<String> violations) {
        return violations.stream().collect(Collectors.groupingBy(v -> v.substring(0, v.indexOf(':')), TreeMap::new,
                Collectors.counting()));
    }

    /** Runs {@code fault}, then waits for the cache to say stale and, later, resynced; returns what it said. */
    private static List<String> fault(String what, CacheHistory history, ThrowingRunnable fault) throws Exception {
        fault.run();
        List<String> heard = history.lifecycleUntil("resynced", FAULT_LIMIT_SECONDS);
        assertEquals("stale", heard.get(0), what + ": stale first, then resynced: " + heard);
        return heard;
    }

    /** The server whose proxy relays the cache client's connection. */
    private static int serverOf(ProxiedEnsemble proxied) throws InterruptedException {
        int[] index = {-1};
        Waits.require(() -> (index[0] = proxied.relayingServer()) >= 0, LIMIT,
                "the cache's client connected through a proxy");
        return index[0];
    }

    private static Map<String, CacheHistory.Seen> cached(CuratorCache cache) {
        return cache.stream().collect(Collectors.toMap(ChildData::getPath, CacheFaultsTest::seen, (a, b) -> a,
                TreeMap::new));
    }

    private static CacheHistory.Seen seen(ChildData node) {
        return new CacheHistory.Seen(node.getStat().czxid(), node.getStat().mzxid(),
                new String(node.getData(), StandardCharsets.UTF_8));
    }

    private static Map<String, CacheHistory.Seen> serverTree(ZkClient client, String root) throws Exception {
        Map<String, CacheHistory.Seen> tree = new TreeMap<>();
        AtomicReference<Stat> stat = new AtomicReference<>();
        byte[] data = client.getData().storingStatIn(stat).forPath(root);
        tree.put(root, new CacheHistory.Seen(stat.get().czxid(), stat.get().mzxid(),
                new String(data, StandardCharsets.UTF_8)));
        for (String child : client.getChildren().forPath(root)) {
            tree.putAll(serverTree(client, root + "/" + child));
        }
        return tree;
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private interface ThrowingRunnable {
        void run() throws Exception;
    }

    /**
     * Random creates, changes and deletes over 10 parents with 4 children each, one at a time on its own session;
     * a write that fails (connection lost, node there or gone) is simply counted, as the end compares with the
     * server, not with what was written.
     */
    private static final class Writer {
        private final ZkClient client;
        private final String root;
        private final AtomicBoolean running = new AtomicBoolean(true);
        private final AtomicInteger steps = new AtomicInteger();

        Writer(ZkClient client, String root) {
            this.client = client;
            this.root = root;
        }

        Thread startThread() {
            Thread thread = new Thread(() -> {
                while (running.get()) {
                    step();
                }
            }, "cache-faults-writer");
            thread.start();
            return thread;
        }

        void step() {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            String parent = root + "/p" + random.nextInt(10);
            String path = random.nextInt(5) == 0 ? parent : parent + "/c" + random.nextInt(4);
            byte[] value = bytes("v" + random.nextInt(1_000));
            try {
                if (client.checkExists().forPath(path) == null) {
                    client.create().creatingParentsIfNeeded().forPath(path, value);
                } else if (random.nextInt(3) == 0) {
                    client.delete().forPath(path); // a parent with children refuses: counted like any failure
                } else {
                    client.setData().forPath(path, value);
                }
            } catch (Exception e) {
                // the ensemble decides what happened; the test compares with it at the end
            }
            steps.incrementAndGet();
        }

        /** Waits until the writer made {@code more} more steps (writes go on through the faults). */
        void awaitSteps(int more) throws InterruptedException {
            int target = steps.get() + more;
            assertTrue(Waits.until(() -> steps.get() >= target, LIMIT),
                    "the writer made " + more + " more writes");
        }

        int steps() {
            return steps.get();
        }

        void stop(Thread thread) throws InterruptedException {
            running.set(false);
            thread.join(TimeUnit.SECONDS.toMillis(FAULT_LIMIT_SECONDS));
            assertTrue(!thread.isAlive(), "the writer stopped");
        }
    }
}
