package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.Watcher.Event.KeeperState;
import org.apache.zookeeper.ZooKeeper;

/** Apache's own client (test scope only), connected and ready, as the reference for interop tests. */
final class OfficialClient {

    private OfficialClient() {}

    static ZooKeeper connect(String connectString) throws IOException, InterruptedException {
        return connect(connectString, 0, new byte[16]);
    }

    /** Joins an existing session (as Curator's KillSession does), or starts a new one for id 0. */
    static ZooKeeper connect(String connectString, long sessionId, byte[] password)
            throws IOException, InterruptedException {
        CountDownLatch connected = new CountDownLatch(1);
        Watcher onConnected = event -> {
            if (event.getState() == KeeperState.SyncConnected) {
                connected.countDown();
            }
        };
        ZooKeeper zk = sessionId == 0
                ? new ZooKeeper(connectString, 15_000, onConnected)
                : new ZooKeeper(connectString, 15_000, onConnected, sessionId, password);
        if (!connected.await(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
            zk.close();
        }
        assertTrue(connected.getCount() == 0, "the official client did not connect within " + Await.TIMEOUT);
        return zk;
    }
}
