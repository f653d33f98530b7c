package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.Watcher.Event.KeeperState;
import org.apache.zookeeper.ZooKeeper;

/** Apache's own client (test scope only), connected and ready, as the reference for interop tests. */
final class OfficialClient {

    private OfficialClient() {}

    static ZooKeeper connect(String connectString) throws IOException, InterruptedException {
        CountDownLatch connected = new CountDownLatch(1);
        ZooKeeper zk = new ZooKeeper(connectString, 15_000, event -> {
            if (event.getState() == KeeperState.SyncConnected) {
                connected.countDown();
            }
        });
        if (!connected.await(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
            zk.close();
        }
        assertTrue(connected.getCount() == 0, "the official client did not connect within " + Await.TIMEOUT);
        return zk;
    }
}
