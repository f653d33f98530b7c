package io.zkwire.jmh;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.RetryNTimes;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.zookeeper.CreateMode;
import org.apache.zookeeper.KeeperException;
import org.apache.zookeeper.Watcher;
import org.apache.zookeeper.ZooDefs;
import org.apache.zookeeper.ZooKeeper;

/** Connected clients of the three libraries, with the same session timeout and retry budget. */
public final class Clients {
    static final int SESSION_TIMEOUT_MS = 30_000;
    private static final int CONNECT_WAIT_S = 30;

    private Clients() {}

    public static ZkClient zkwire(String connect) throws InterruptedException {
        ZkClient client = ZkClient.builder()
                .connectString(connect)
                .sessionTimeoutMs(SESSION_TIMEOUT_MS)
                .retryPolicy(new RetryNTimes(3, 100))
                .build();
        client.start();
        if (!client.blockUntilConnected(CONNECT_WAIT_S, TimeUnit.SECONDS)) {
            client.close();
            throw new IllegalStateException("zkwire did not connect to " + connect);
        }
        return client;
    }

    public static ZooKeeper official(String connect) throws IOException, InterruptedException {
        CountDownLatch connected = new CountDownLatch(1);
        ZooKeeper zk = new ZooKeeper(connect, SESSION_TIMEOUT_MS, event -> {
            if (event.getState() == Watcher.Event.KeeperState.SyncConnected) {
                connected.countDown();
            }
        });
        if (!connected.await(CONNECT_WAIT_S, TimeUnit.SECONDS)) {
            zk.close();
            throw new IllegalStateException("the official client did not connect to " + connect);
        }
        return zk;
    }

    public static CuratorFramework curator(String connect) throws InterruptedException {
        CuratorFramework curator = CuratorFrameworkFactory.builder()
                .connectString(connect)
                .sessionTimeoutMs(SESSION_TIMEOUT_MS)
                .retryPolicy(new org.apache.curator.retry.RetryNTimes(3, 100))
                .build();
        curator.start();
        if (!curator.blockUntilConnected(CONNECT_WAIT_S, TimeUnit.SECONDS)) {
            curator.close();
            throw new IllegalStateException("Curator did not connect to " + connect);
        }
        return curator;
    }

    /** Creates a persistent node with the official client unless it exists (its parent must exist). */
    public static void createIfMissing(ZooKeeper zk, String path) throws KeeperException, InterruptedException {
        try {
            zk.create(path, new byte[0], ZooDefs.Ids.OPEN_ACL_UNSAFE, CreateMode.PERSISTENT);
        } catch (KeeperException.NodeExistsException alreadyThere) {
            // another side made it
        }
    }
}
