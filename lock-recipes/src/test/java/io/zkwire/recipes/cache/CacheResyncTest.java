// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static io.zkwire.recipes.cache.CuratorCacheTest.bytes;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.RequestLog;
import io.zkwire.recipes.testing.SessionKiller;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A cache cut off from its server: it says it is stale, then catches up with few reads and says so. */
@Timeout(120)
class CacheResyncTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aPartitionMakesTheCacheStaleThenResyncedWithTheDifferencesReadByStat() throws Exception {
        ZkClient writer = server.client();
        int nodes = 30;
        String root = tree(writer, "resync", nodes);
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(server.client(b -> b.connectString(proxy.connectString())), root)) {
            loadThenCutOff(cache, heard, proxy, nodes + 2);
            writer.setData().forPath(root + "/n3", bytes("changed"));
            writer.delete().forPath(root + "/n4");
            writer.create().forPath(root + "/added", bytes("new"));
            int mark = log.requests().size();
            proxy.pass();

            List<String> caughtUp = heard.until("resynced");
            assertEquals(4, caughtUp.size(), caughtUp.toString());
            assertTrue(caughtUp.containsAll(List.of("NODE_CHANGED " + root + "/n3=changed",
                    "NODE_DELETED " + root + "/n4", "NODE_CREATED " + root + "/added=new")), caughtUp.toString());
            assertEquals(nodes + 1, cache.size());

            List<RequestLog.Request> resync = log.since(mark);
            List<OpCode> ops = RequestLog.ops(resync);
            assertEquals(nodes + 1, count(ops, OpCode.EXISTS), "one stat read per cached node: " + ops);
            assertEquals(2, count(ops, OpCode.GET_DATA), "data read for the changed node and the new one: " + ops);
            assertEquals(1, count(ops, OpCode.GET_CHILDREN2) + count(ops, OpCode.GET_CHILDREN),
                    "children read for the root (its pzxid moved) only, the new node's stat counting none: " + ops);
        }
    }

    @Test
    void withResyncWatchesTheServerSaysWhatMovedAndOnlyThatIsRead() throws Exception {
        ZkClient writer = server.client();
        int nodes = 30;
        String root = tree(writer, "watched", nodes);
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        Recorder heard = new Recorder();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        try (CuratorCache cache = CuratorCache.builder(client, root).withResyncWatches().build()) {
            loadThenCutOff(cache, heard, proxy, nodes + 2);
            writer.setData().forPath(root + "/n3", bytes("changed"));
            writer.delete().forPath(root + "/n4");
            writer.create().forPath(root + "/added", bytes("new"));
            writer.delete().forPath(root + "/n5");
            writer.create().forPath(root + "/n5", bytes("again"));
            int mark = log.requests().size();
            proxy.pass();

            List<String> caughtUp = heard.until("resynced");
            assertEquals(List.of("NODE_CHANGED " + root + "/n3=changed", "NODE_CREATED " + root + "/added=new",
                    "NODE_CREATED " + root + "/n5=again", "NODE_DELETED " + root + "/n4",
                    "NODE_DELETED " + root + "/n5", "resynced"), caughtUp.stream().sorted().toList());
            assertEquals(nodes + 1, cache.size());

            List<OpCode> ops = RequestLog.ops(log.since(mark));
            assertEquals(1, count(ops, OpCode.SET_WATCHES2), "the client sets every watch again at once: " + ops);
            assertEquals(1, count(ops, OpCode.EXISTS), "the root's stat only, for the server said what moved: "
                    + ops);
            assertEquals(3, count(ops, OpCode.GET_DATA), "data read for the changed, new and recreated nodes: "
                    + ops);
            assertEquals(3, count(ops, OpCode.GET_CHILDREN2) + count(ops, OpCode.GET_CHILDREN),
                    "children read for the root (its child watch fired), the new and the recreated node: " + ops);

            writer.setData().forPath(root + "/n5", bytes("followed")); // the new incarnation is watched
            heard.expect("NODE_CHANGED " + root + "/n5=followed");
        }
    }

    @Test
    void aNodeDeletedAndCreatedAgainAtVersionZeroWhileCutOffIsReported() throws Exception {
        ZkClient writer = server.client();
        String node = server.path("again");
        writer.create().creatingParentsIfNeeded().forPath(node, bytes("first"));
        FaultProxy proxy = server.proxy();
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(server.client(b -> b.connectString(proxy.connectString())), node)) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.expect("NODE_CREATED " + node + "=first", "initialized");

            proxy.set(Fault.resetAll());
            heard.expect("stale");
            writer.delete().forPath(node);
            writer.create().forPath(node, bytes("second"));
            proxy.pass();

            heard.expect("NODE_DELETED " + node, "NODE_CREATED " + node + "=second", "resynced");
            assertEquals(0, cache.get(node).orElseThrow().getStat().version());
        }
    }

    @Test
    void aResyncRacingLiveChangesReportsEachChangeOnceInZxidOrder() throws Exception {
        resyncRacingLiveChanges("racing", false);
    }

    @Test
    void aResyncByWatchesRacingLiveChangesReportsEachChangeOnceInZxidOrder() throws Exception {
        resyncRacingLiveChanges("racing-watched", true);
    }

    private static void resyncRacingLiveChanges(String name, boolean resyncWatches) throws Exception {
        ZkClient writer = server.client();
        int nodes = 20;
        String root = tree(writer, name, nodes);
        FaultProxy proxy = server.proxy();
        Recorder heard = new Recorder();
        CuratorCacheBuilder builder = CuratorCache.builder(server.client(b -> b.connectString(
                proxy.connectString())), root);
        try (CuratorCache cache = resyncWatches ? builder.withResyncWatches().build() : builder.build()) {
            loadThenCutOff(cache, heard, proxy, nodes + 2);
            for (int i = 0; i < nodes / 2; i++) {
                writer.setData().forPath(root + "/n" + i, bytes("cut off"));
            }
            writer.delete().forPath(root + "/n10");
            writer.create().forPath(root + "/n10", bytes("again"));
            CompletableFuture<Void> live = Await.onOtherThread(() -> {
                for (int round = 1; round <= 10; round++) {
                    for (int i = 0; i < nodes; i++) {
                        writer.setData().forPath(root + "/n" + i, bytes("r" + round));
                    }
                }
            });
            proxy.pass();
            Await.result(live, "the live writes");
            writer.create().forPath(root + "/sentinel", bytes("s"));
            String sentinel = "NODE_CREATED " + root + "/sentinel=s";
            List<String> lines = new ArrayList<>(); // the catch-up may end before or after the sentinel is heard
            while (!lines.contains("resynced") || !lines.contains(sentinel)) {
                lines.add(heard.next());
            }

            assertEquals(1, lines.stream().filter("resynced"::equals).count(), lines.toString());
            Map<String, Recorder.Heard> last = new HashMap<>();
            List<String> wrong = new ArrayList<>();
            for (Recorder.Heard event : heard.events) {
                Recorder.Heard before = last.put(event.path(), event);
                boolean deleteAfterDelete = before != null && before.type() == CuratorCacheListener.Type.NODE_DELETED
                        && event.type() == CuratorCacheListener.Type.NODE_DELETED;
                boolean notNewer = before != null && event.type() != CuratorCacheListener.Type.NODE_DELETED
                        && event.mzxid() <= before.mzxid();
                if (deleteAfterDelete || notNewer) {
                    wrong.add(event + " after " + before);
                }
            }
            assertTrue(wrong.isEmpty(), "events repeated or out of zxid order: " + wrong);
            for (int i = 0; i < nodes; i++) {
                assertArrayEquals(bytes("r10"), cache.get(root + "/n" + i).orElseThrow().getData(), "n" + i);
            }
            assertEquals(nodes + 2, cache.size());
        }
    }

    @Test
    void afterItsSessionExpiredTheCacheCatchesUpAndFollowsAgain() throws Exception {
        ZkClient writer = server.client();
        String root = server.path("expiry");
        writer.create().creatingParentsIfNeeded().forPath(root + "/a", bytes("1"));
        ZkClient client = server.client();
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.until("initialized");

            SessionKiller.kill(server.connectString(), client.sessionId(), client.sessionPassword());
            heard.expect("stale");
            writer.setData().forPath(root + "/a", bytes("2"));
            heard.expect("NODE_CHANGED " + root + "/a=2", "resynced");

            writer.create().forPath(root + "/b", bytes("3")); // heard only if the new session has the watch
            heard.expect("NODE_CREATED " + root + "/b=3");
        }
    }

    @Test
    void withResyncWatchesAPartitionAfterAnExpiryIsCaughtUpOnTheNewSessionsWatches() throws Exception {
        ZkClient writer = server.client();
        String root = tree(writer, "expired-watched", 5);
        FaultProxy proxy = server.proxy();
        Recorder heard = new Recorder();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        try (CuratorCache cache = CuratorCache.builder(client, root).withResyncWatches().build()) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.until("initialized");
            SessionKiller.kill(server.connectString(), client.sessionId(), client.sessionPassword());
            heard.expect("stale");
            writer.setData().forPath(root + "/n1", bytes("expired"));
            heard.expect("NODE_CHANGED " + root + "/n1=expired", "resynced");

            proxy.set(Fault.resetAll()); // the new session's watches were set by the stat reads
            heard.expect("stale");
            writer.create().forPath(root + "/n2/child", bytes("c")); // under a leaf: its child watch was spent
            writer.setData().forPath(root + "/n3", bytes("cut off"));
            proxy.pass();
            assertEquals(List.of("NODE_CHANGED " + root + "/n3=cut off", "NODE_CREATED " + root + "/n2/child=c",
                    "resynced"), heard.until("resynced").stream().sorted().toList());
            writer.setData().forPath(root + "/n2/child", bytes("followed"));
            heard.expect("NODE_CHANGED " + root + "/n2/child=followed");
        }
    }

    @Test
    void afterItsServerRestartedTheCacheCatchesUpAndFollowsAgain() throws Exception {
        ZkClient client = server.client();
        String root = server.path("restart");
        client.create().creatingParentsIfNeeded().forPath(root + "/a", bytes("1"));
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(heard);
            cache.start();
            heard.until("initialized");
            ZkServer zk = server.ensemble().server(0);

            zk.stop();
            heard.expect("stale");
            zk.start().awaitServing(Duration.ofSeconds(60));
            heard.expect("resynced");
            client.setData().forPath(root + "/a", bytes("2"));
            heard.expect("NODE_CHANGED " + root + "/a=2");
            assertArrayEquals(bytes("2"), cache.get(root + "/a").orElseThrow().getData());
        }
    }

    /** A new root with {@code nodes} children n0, n1... holding "v0", "v1"...; returns the root. */
    private static String tree(ZkClient writer, String name, int nodes) throws Exception {
        String root = server.path(name);
        for (int i = 0; i < nodes; i++) {
            writer.create().creatingParentsIfNeeded().forPath(root + "/n" + i, bytes("v" + i));
        }
        return root;
    }

    /** Starts the cache, checks its first load heard {@code lines} lines, cuts it off and waits for stale. */
    private static void loadThenCutOff(CuratorCache cache, Recorder heard, FaultProxy proxy, int lines)
            throws InterruptedException {
        cache.listenable().addListener(heard);
        cache.start();
        assertEquals(lines, heard.until("initialized").size());
        proxy.set(Fault.resetAll());
        heard.expect("stale");
    }

    static long count(List<OpCode> ops, OpCode op) {
        return ops.stream().filter(op::equals).count();
    }

    static void awaitSize(CuratorCache cache, int size) throws InterruptedException {
        Await.until(() -> cache.size() == size, "the cache holds " + size + " nodes");
    }
}
