package io.zkwire.testkit;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;

/** Apache's own client, to check from outside what the servers store. */
final class OfficialClient {
    private static final int SESSION_TIMEOUT_MILLIS = 10_000;
    private static final long CONNECT_LIMIT_SECONDS = 30;

    private OfficialClient() {
    }

    static void create(String connectString, String path, byte[] data) throws Exception {
        ZooKeeper client = connect(connectString);
        try {
            client.create(path, data, ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT);
        } finally {
            client.close();
        }
    }

    static byte[] read(String connectString, String path) throws Exception {
        ZooKeeper client = connect(connectString);
        try {
            return client.getData(path, false, null);
        } finally {
            client.close();
        }
    }

    static boolean exists(String connectString, String path) throws Exception {
        ZooKeeper client = connect(connectString);
        try {
            return client.exists(path, false) != null;
        } finally {
            client.close();
        }
    }

    static ZooKeeper connect(String connectString) throws Exception {
        CountDownLatch connected = new CountDownLatch(1);
        ZooKeeper client = new ZooKeeper(connectString, SESSION_TIMEOUT_MILLIS, event -> {
            if (event.getState() == Watcher.Event.KeeperState.SyncConnected) {
                connected.countDown();
            }
        });
        if (!connected.await(CONNECT_LIMIT_SECONDS, TimeUnit.SECONDS)) {
            client.close();
            throw new IllegalStateException("no session with " + connectString + " within "
                    + CONNECT_LIMIT_SECONDS + " s");
        }
        return client;
    }
}
