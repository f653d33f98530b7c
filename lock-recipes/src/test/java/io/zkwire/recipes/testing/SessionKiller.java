package io.zkwire.recipes.testing;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.ZooKeeper;

/**
 * Ends a zkwire client's session on the server, as Curator's test KillSession does: Apache's client joins
 * the session with its id and password, then closes it. The server drops the session's ephemeral nodes
 * at once and tells the zkwire client the session expired when it next talks to it.
 */
public final class SessionKiller {

    private SessionKiller() {
    }

    public static void kill(String connectString, long sessionId, byte[] password) throws Exception {
        CountDownLatch connected = new CountDownLatch(1);
        ZooKeeper intruder = new ZooKeeper(connectString, RecipeServer.SESSION_TIMEOUT_MS, event -> {
            if (event.getState() == Watcher.Event.KeeperState.SyncConnected) {
                connected.countDown();
            }
        }, sessionId, password);
        try {
            if (!connected.await(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("could not join session 0x" + Long.toHexString(sessionId));
            }
        } finally {
            intruder.close();
        }
    }
}
