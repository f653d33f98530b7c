// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.RequestLog;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A contender's watch on the wire: ending a wait removes a watch still set on the server, and sends nothing
 * for a watch that fired, even when the contender has not acted on the event yet (it is queued behind the
 * end, as when a deadline and a deletion come together).
 */
@Timeout(60)
class OneShotWatchTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** Events delivered but not acted on: the contender's serial executor has not reached them. */
    private final BlockingQueue<ContenderEvent> delivered = new LinkedBlockingQueue<>();

    /** A node watched through a proxy that logs the client's requests. */
    private record Watched(String path, ZkClient client, RequestLog log, OneShotWatch watch) {}

    @Test
    void aWatchThatFiredIsNotRemovedWhenItsWaitEnds() throws Exception {
        Watched w = watchANode();

        server.client().delete().forPath(w.path());
        assertInstanceOf(ContenderEvent.PredecessorGone.class, next(), "the deletion, delivered");
        w.watch().end(true);
        w.client().checkExists().forPath(w.path()); // answered after anything end() sent

        assertTrue(w.log().requests().stream().noneMatch(OneShotWatchTest::removal),
                RequestLog.ops(w.log().requests()).toString());
    }

    @Test
    void aWatchStillSetIsRemovedWhenItsWaitEnds() throws Exception {
        Watched w = watchANode();

        w.watch().end(true);

        Await.until(() -> w.log().requests().stream().anyMatch(OneShotWatchTest::removal), "the watch removed");
    }

    private Watched watchANode() throws Exception {
        String path = server.path("predecessor");
        server.client().create().creatingParentsIfNeeded().forPath(path);
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        OneShotWatch watch = OneShotWatch.onNode(delivered::add, client, path);
        assertInstanceOf(ContenderEvent.WatchSet.class, next(), "the watch is set");
        return new Watched(path, client, log, watch);
    }

    private ContenderEvent next() throws InterruptedException {
        return delivered.poll(10, TimeUnit.SECONDS);
    }

    private static boolean removal(RequestLog.Request request) {
        return request.op() == OpCode.CHECK_WATCHES || request.op() == OpCode.REMOVE_WATCHES;
    }
}
