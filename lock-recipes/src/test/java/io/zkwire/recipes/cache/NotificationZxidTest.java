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
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A writer racing the first load: the load's first answer is held back while a node and its child change five
 * times each, so that their notifications and the load's answers reach the cache together. Every change is
 * reported once, in zxid order; with the zxid in each notification (3.9) most notifications cost no read.
 */
@Timeout(120)
class NotificationZxidTest {

    private static final int WRITES = 5;

    @RegisterExtension
    static final RecipeServer current = new RecipeServer(); // 3.9: a zxid in each notification

    @RegisterExtension
    static final RecipeServer older = new RecipeServer(b -> b.version("3.8.6")); // none

    /** What the race cost: notifications the cache's client was sent, data reads it sent. */
    private record Cost(int notifications, int dataReads) {}

    @Test
    void withZxidsInNotificationsTheLoadAndTheNotificationsShareTheirReads() throws Exception {
        Cost cost = race(current, "zxid39");
        assertTrue(cost.dataReads() < cost.notifications(), "fewer data reads than notifications: " + cost);
    }

    @Test
    void withoutZxidsEachNotificationIsReadAndEachChangeStillReportedOnce() throws Exception {
        Cost cost = race(older, "zxid38");
        assertTrue(cost.dataReads() >= cost.notifications(), "a read per notification, as before: " + cost);
    }

    private static Cost race(RecipeServer server, String name) throws Exception {
        ZkClient writer = server.client();
        String root = server.path(name);
        writer.create().creatingParentsIfNeeded().forPath(root + "/a", bytes("a0"));
        FaultProxy proxy = server.proxy();
        RequestLog log = RequestLog.of(proxy);
        AtomicInteger notifications = new AtomicInteger();
        proxy.listen(Direction.SERVER_TO_CLIENT, (frame, body) -> {
            if (frame.index() > 0 && frame.xid() == -1) {
                notifications.incrementAndGet();
            }
        });
        CountDownLatch loading = new CountDownLatch(1);
        proxy.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
            if (frame.index() > 0 && frame.opcode() == OpCode.GET_DATA.code() && loading.getCount() > 0
                    && !RequestLog.isMembershipRead(body)) {
                proxy.hold(Direction.SERVER_TO_CLIENT); // the load's first answer waits for the writes
                loading.countDown();
            }
        });
        Recorder heard = new Recorder();
        try (CuratorCache cache = CuratorCache.build(server.client(b -> b.connectString(proxy.connectString())), root)) {
            cache.listenable().addListener(heard);
            cache.start();
            assertTrue(loading.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS), "the load began");
            for (int i = 1; i <= WRITES; i++) {
                writer.setData().forPath(root, bytes("r" + i));
                writer.setData().forPath(root + "/a", bytes("a" + i));
            }
            proxy.pass();
            heard.until("initialized");

            assertArrayEquals(bytes("r" + WRITES), cache.get(root).orElseThrow().getData());
            assertArrayEquals(bytes("a" + WRITES), cache.get(root + "/a").orElseThrow().getData());
            assertEquals(2, cache.size());
            Map<String, Long> last = new HashMap<>();
            for (Recorder.Heard event : heard.events) {
                Long before = last.put(event.path(), event.mzxid());
                assertTrue(before == null || before < event.mzxid(),
                        "each change once, in zxid order, per node: " + heard.events);
            }
            List<RequestLog.Request> dataReads = log.requests().stream()
                    .filter(r -> r.op() == OpCode.GET_DATA).toList();
            Cost cost = new Cost(notifications.get(), dataReads.size());
            assertTrue(cost.notifications() >= 2 * WRITES, "every write was heard of: " + cost);
            return cost;
        }
    }
}
