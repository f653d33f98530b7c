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
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.framework.state.ConnectionState;
import org.apache.curator.retry.RetryNTimes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Ours next to Curator's CuratorCache, with Curator writing. */
@Timeout(120)
class CacheCuratorInteropTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void curatorsCacheMissesANodeRecreatedAtVersionZeroWhileCutOffAndOursReportsIt() throws Exception {
        CuratorFramework writer = server.curator();
        String root = server.path("side");
        String node = root + "/config";
        writer.create().creatingParentsIfNeeded().forPath(node, bytes("first"));
        FaultProxy proxy = server.proxy();
        CuratorFramework curator = curatorThrough(proxy);
        BlockingQueue<String> curatorSuspended = new LinkedBlockingQueue<>();
        curator.getConnectionStateListenable().addListener((c, state) -> curatorSuspended.add(state.name()));
        List<String> curatorHeard = new java.util.concurrent.CopyOnWriteArrayList<>();
        CompletableFuture<Void> curatorInitialized = new CompletableFuture<>();
        Recorder ours = new Recorder();
        try (var theirs = org.apache.curator.framework.recipes.cache.CuratorCache.build(curator, root);
                CuratorCache cache = CuratorCache.build(server.client(b -> b.connectString(proxy.connectString())),
                        root)) {
            theirs.listenable().addListener(org.apache.curator.framework.recipes.cache.CuratorCacheListener.builder()
                    .forAll((type, old, data) -> curatorHeard.add(type + " " + (data != null ? data : old).getPath()))
                    .forInitialized(() -> curatorInitialized.complete(null)).build());
            theirs.start();
            cache.listenable().addListener(ours);
            cache.start();
            ours.until("initialized");
            Await.result(curatorInitialized, "Curator's cache initialized");
            curatorHeard.clear();

            proxy.set(Fault.resetAll());
            ours.expect("stale");
            awaitState(curatorSuspended, ConnectionState.SUSPENDED);
            writer.delete().forPath(node);
            writer.create().forPath(node, bytes("second"));
            proxy.pass();

            ours.expect("NODE_DELETED " + node, "NODE_CREATED " + node + "=second", "resynced");
            awaitState(curatorSuspended, ConnectionState.RECONNECTED);
            Await.until(() -> theirs.get(node).map(d -> new String(d.getData())).orElse("").equals("second"),
                    "Curator's cache holds the new data after its rebuild");
            writer.create().forPath(root + "/sentinel", bytes("s")); // Curator's events come in order: all before this one
            Await.until(() -> curatorHeard.contains("NODE_CREATED " + root + "/sentinel"), "Curator hears the sentinel");
            assertEquals(List.of("NODE_CREATED " + root + "/sentinel"), curatorHeard,
                    "Curator compares Stat.version (0 before and after), so it reports no change of " + node);
            ours.expect("NODE_CREATED " + root + "/sentinel=s");
        }
    }

    @Test
    void eachNodesEventsComeInZxidOrderNoneTwiceWhileTheLoadRacesCuratorWriters() throws Exception {
        CuratorFramework writer = server.curator();
        String root = server.path("race");
        for (int i = 0; i < 20; i++) {
            writer.create().creatingParentsIfNeeded().forPath(root + "/n" + i, bytes("0"));
        }
        CompletableFuture<Void> writes = Await.onOtherThread(() -> {
            for (int round = 1; round <= 10; round++) {
                for (int i = 0; i < 20; i++) {
                    writer.setData().forPath(root + "/n" + i, bytes(Integer.toString(round)));
                }
                writer.create().creatingParentsIfNeeded().forPath(root + "/new" + round + "/leaf", bytes("x"));
            }
        });
        ZkClient client = server.client();
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(client, root)) {
            cache.listenable().addListener(heard);
            cache.start();
            Await.result(writes, "the writer's rounds");
            writer.create().forPath(root + "/sentinel", bytes("s"));
            heard.until("NODE_CREATED " + root + "/sentinel=s");

            Map<String, Long> lastMzxid = new HashMap<>();
            List<String> repeated = new ArrayList<>();
            for (Recorder.Heard event : heard.events) {
                Long before = lastMzxid.put(event.path(), event.mzxid());
                if (before != null && event.mzxid() <= before) {
                    repeated.add(event + " after mzxid " + before);
                }
            }
            assertTrue(repeated.isEmpty(), "events repeated or out of zxid order: " + repeated);
            for (int i = 0; i < 20; i++) {
                assertArrayEquals(bytes("10"), cache.get(root + "/n" + i).orElseThrow().getData());
            }
            assertEquals(1 + 20 + 10 * 2 + 1, cache.size(), "root, 20 nodes, 10 new nodes with a leaf, sentinel: "
                    + cache.stream().map(ChildData::getPath).sorted().toList() + " heard " + heard.events);
        }
    }

    @Test
    void afterAPartitionCuratorsCacheReadsEveryNodeAgainAndOursOnlyWhatMoved() throws Exception {
        CuratorFramework writer = server.curator();
        String root = server.path("storm");
        int nodes = 40;
        for (int i = 0; i < nodes; i++) {
            writer.create().creatingParentsIfNeeded().forPath(root + "/n" + i, bytes("v"));
        }
        FaultProxy oursProxy = server.proxy();
        FaultProxy theirsProxy = server.proxy();
        RequestLog oursLog = RequestLog.of(oursProxy);
        RequestLog theirsLog = RequestLog.of(theirsProxy);
        CuratorFramework curator = curatorThrough(theirsProxy);
        BlockingQueue<String> curatorStates = new LinkedBlockingQueue<>();
        curator.getConnectionStateListenable().addListener((c, state) -> curatorStates.add(state.name()));
        CompletableFuture<Void> curatorInitialized = new CompletableFuture<>();
        Recorder ours = new Recorder();
        try (var theirs = org.apache.curator.framework.recipes.cache.CuratorCache.build(curator, root);
                CuratorCache cache = CuratorCache.builder(server.client(b -> b.connectString(
                        oursProxy.connectString())), root).withResyncWatches().build()) {
            AtomicInteger curatorInitializedCalls = new AtomicInteger();
            theirs.listenable().addListener(org.apache.curator.framework.recipes.cache.CuratorCacheListener.builder()
                    .forInitialized(() -> {
                        curatorInitializedCalls.incrementAndGet();
                        curatorInitialized.complete(null);
                    }).build());
            theirs.start();
            cache.listenable().addListener(ours);
            cache.start();
            ours.until("initialized");
            Await.result(curatorInitialized, "Curator's cache initialized");
            int oursMark = oursLog.requests().size();
            int theirsMark = theirsLog.requests().size();

            oursProxy.set(Fault.resetAll());
            theirsProxy.set(Fault.resetAll());
            ours.expect("stale");
            awaitState(curatorStates, ConnectionState.SUSPENDED); // Curator's rebuild follows its RECONNECTED
            writer.setData().forPath(root + "/n7", bytes("changed"));
            oursProxy.pass();
            theirsProxy.pass();

            ours.expect("NODE_CHANGED " + root + "/n7=changed", "resynced");
            awaitState(curatorStates, ConnectionState.RECONNECTED);
            Await.until(() -> RequestLog.ops(theirsLog.since(theirsMark)).stream()
                    .filter(OpCode.GET_DATA::equals).count() >= nodes, "Curator's cache reads every node's data again");
            List<OpCode> oursOps = RequestLog.ops(oursLog.since(oursMark));
            long oursReads = CacheResyncTest.count(oursOps, OpCode.GET_DATA)
                    + CacheResyncTest.count(oursOps, OpCode.GET_CHILDREN2);
            assertEquals(1, oursReads, "ours reads the changed node's data only: " + oursOps);
            assertEquals(1, CacheResyncTest.count(oursOps, OpCode.EXISTS), "and the root's stat: " + oursOps);
            List<OpCode> theirsOps = RequestLog.ops(theirsLog.since(theirsMark));
            assertTrue(oursOps.size() * 5 <= theirsOps.size(), "ours sent at most a fifth of Curator's requests: "
                    + oursOps.size() + " against " + theirsOps.size());
            // ours said stale, then resynced once caught up; Curator's listener heard nothing of the outage
            assertEquals(1, curatorInitializedCalls.get(), "Curator's cache says initialized once, never again");
        }
    }

    private static CuratorFramework curatorThrough(FaultProxy proxy) throws InterruptedException {
        CuratorFramework curator = CuratorFrameworkFactory.newClient(proxy.connectString(),
                RecipeServer.SESSION_TIMEOUT_MS, 10_000, new RetryNTimes(10, 200));
        server.closeAfterTest(curator);
        curator.start();
        assertTrue(curator.blockUntilConnected(30, TimeUnit.SECONDS), "Curator connects through the proxy");
        return curator;
    }

    private static void awaitState(BlockingQueue<String> states, ConnectionState wanted) throws InterruptedException {
        long deadline = System.nanoTime() + Await.LIMIT.toNanos();
        String state;
        do {
            state = states.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (state == null) {
                throw new AssertionError("Curator's client never went " + wanted);
            }
        } while (!state.equals(wanted.name()));
    }
}
