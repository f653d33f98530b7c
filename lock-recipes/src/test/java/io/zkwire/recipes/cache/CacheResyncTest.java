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
import java.util.List;
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
        String root = server.path("resync");
        int nodes = 30;
        for (int i = 0; i < nodes; i++) {
            writer.create().creatingParentsIfNeeded().forPath(root + "/n" + i, bytes("v" + i));
        }
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(server.client(b -> b.connectString(proxy.connectString())), root)) {
            cache.listenable().addListener(heard);
            cache.start();
            assertEquals(nodes + 2, heard.until("initialized").size());

            proxy.set(Fault.resetAll());
            heard.expect("stale");
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

    static long count(List<OpCode> ops, OpCode op) {
        return ops.stream().filter(op::equals).count();
    }

    static void awaitSize(CuratorCache cache, int size) throws InterruptedException {
        Await.until(() -> cache.size() == size, "the cache holds " + size + " nodes");
    }
}
