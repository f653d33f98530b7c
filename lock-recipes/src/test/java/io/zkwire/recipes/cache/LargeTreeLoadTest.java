// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.RequestLog;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The first load of a tree of 2,021 nodes: one data read per node, a children read only for the nodes whose
 * stat counts children (a leaf costs one request), pipelined, never more in flight than allowed.
 */
@Timeout(120)
class LargeTreeLoadTest {

    private static final int PARENTS = 20;
    private static final int LEAVES = 100;
    private static final int IN_FLIGHT = 20;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theFirstLoadReadsEachNodeOnceWithABoundedPipeline() throws Exception {
        ZkClient writer = server.client();
        String root = server.path("large");
        writer.create().creatingParentsIfNeeded().forPath(root);
        List<CompletableFuture<String>> creates = new ArrayList<>();
        for (int p = 0; p < PARENTS; p++) {
            creates.add(writer.async().create().forPath(root + "/p" + p));
            for (int l = 0; l < LEAVES; l++) {
                creates.add(writer.async().create().forPath(root + "/p" + p + "/l" + l, new byte[8]));
            }
        }
        Await.result(CompletableFuture.allOf(creates.toArray(CompletableFuture[]::new)), "the tree's creates");

        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
            if (frame.index() > 0 && frame.xid() >= 0) { // not the ConnectRequest, not a ping
                most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
            }
        });
        proxy.listen(Direction.SERVER_TO_CLIENT, (frame, body) -> {
            if (frame.index() > 0 && frame.xid() >= 0) { // not the ConnectResponse, a ping or a notification
                inFlight.decrementAndGet();
            }
        });
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        int mark = log.requests().size();
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.builder(client, root).withMaxReadsInFlight(IN_FLIGHT).build()) {
            cache.listenable().addListener(heard);
            cache.start();
            int nodes = 1 + PARENTS + PARENTS * LEAVES;
            assertEquals(nodes + 1, heard.until("initialized").size(), "each node created once, then initialized");
            assertEquals(nodes, cache.size());

            List<OpCode> ops = RequestLog.ops(log.since(mark));
            assertEquals(nodes, CacheResyncTest.count(ops, OpCode.GET_DATA), "one data read per node");
            assertEquals(1 + PARENTS, CacheResyncTest.count(ops, OpCode.GET_CHILDREN2),
                    "one children read per node with children (the root and the parents), none for a leaf");
            assertTrue(most.get() <= IN_FLIGHT, "at most " + IN_FLIGHT + " in flight, saw " + most.get());
            assertTrue(most.get() > 1, "pipelined: more than one in flight at once");
        }
    }
}
