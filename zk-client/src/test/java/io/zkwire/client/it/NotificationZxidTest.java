// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.data.Stat;
import io.zkwire.testkit.ZkEnsemble;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A notification's zxid: ZooKeeper 3.9 sends the zxid of the change that fired the watch in the reply header of
 * the notification (the created node's czxid, the changed node's mzxid, the delete's zxid); 3.5 sends -1 there.
 */
class NotificationZxidTest {

    @ParameterizedTest
    @ValueSource(strings = {"3.9.5", "3.5.10"})
    void aNotificationCarriesTheZxidOfItsChangeWhereTheServerSendsIt(String version) throws Exception {
        boolean sent = version.startsWith("3.9");
        try (ZkEnsemble zk = TestServers.start(TestServers.builder(1, version).build());
                ZkClient client = ZkClient.builder().connectString(zk.connectString()).sessionTimeoutMs(10_000)
                        .build()) {
            client.start();
            client.blockUntilConnected(30, TimeUnit.SECONDS);
            BlockingQueue<WatchedEvent> heard = new LinkedBlockingQueue<>();
            client.create().forPath("/zxid");

            client.checkExists().usingWatcher(heard::add).forPath("/zxid/a");
            client.create().forPath("/zxid/a", new byte[] {1});
            Stat created = client.checkExists().forPath("/zxid/a");
            assertEvent(heard, EventType.NodeCreated, sent ? created.czxid() : -1);

            client.getData().usingWatcher(heard::add).forPath("/zxid/a");
            Stat changed = client.setData().forPath("/zxid/a", new byte[] {2});
            assertEvent(heard, EventType.NodeDataChanged, sent ? changed.mzxid() : -1);

            client.getData().usingWatcher(heard::add).forPath("/zxid/a");
            long before = client.checkExists().forPath("/zxid").pzxid();
            client.delete().forPath("/zxid/a");
            long deleted = client.checkExists().forPath("/zxid").pzxid(); // the parent's pzxid: the delete's zxid
            assertEvent(heard, EventType.NodeDeleted, sent ? deleted : -1);
            assertEquals(true, deleted > before);
        }
    }

    private static void assertEvent(BlockingQueue<WatchedEvent> heard, EventType type, long zxid)
            throws InterruptedException {
        WatchedEvent event = heard.poll(30, TimeUnit.SECONDS);
        assertEquals(type, event == null ? null : event.type(), "the event heard within 30 s");
        assertEquals(zxid, event.zxid(), "the zxid of " + event);
    }
}
