package io.zkwire.testkit.faults;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.zookeeper.Watcher.Event.KeeperState;
import org.apache.zookeeper.ZooKeeper;

/** Apache's own client, with every connection state it went through, to watch faults from a client's side. */
final class WatchedClient implements AutoCloseable {
    private static final Duration CONNECT_LIMIT = Duration.ofSeconds(30);

    private final List<KeeperState> states = new CopyOnWriteArrayList<>();
    /** Wakes up a waiting test at each new state. */
    private final BlockingQueue<KeeperState> arrivals = new LinkedBlockingQueue<>();
    private final ZooKeeper zk;

    private WatchedClient(String connectString, Duration sessionTimeout) throws Exception {
        zk = new ZooKeeper(connectString, (int) sessionTimeout.toMillis(), event -> {
            states.add(event.getState());
            arrivals.add(event.getState());
        });
    }

    /** A client with a session, connected through {@code connectString}. */
    static WatchedClient connect(String connectString, Duration sessionTimeout) throws Exception {
        WatchedClient client = new WatchedClient(connectString, sessionTimeout);
        try {
            client.await(KeeperState.SyncConnected, CONNECT_LIMIT);
            return client;
        } catch (AssertionError | RuntimeException e) {
            client.close();
            throw e;
        }
    }

    ZooKeeper zk() {
        return zk;
    }

    /** The session timeout the server granted. */
    Duration sessionTimeout() {
        return Duration.ofMillis(zk.getSessionTimeout());
    }

    boolean hasSeen(KeeperState state) {
        return states.contains(state);
    }

    /** Waits until the client has gone through {@code state} (now or earlier). */
    void await(KeeperState state, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!hasSeen(state)) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || arrivals.poll(left, TimeUnit.NANOSECONDS) == null && !hasSeen(state)) {
                throw new AssertionError("the client never went " + state + " within " + limit + "; states: "
                        + states);
            }
        }
    }

    @Override
    public void close() throws InterruptedException {
        zk.close();
    }

    @Override
    public String toString() {
        return "client of session 0x" + Long.toHexString(zk.getSessionId()) + ", states " + states;
    }
}
