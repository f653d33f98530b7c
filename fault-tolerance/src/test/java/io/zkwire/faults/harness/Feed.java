package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Notifications for the target: a client of its own (no proxy) sets a node's data every 150 ms, and the
 * target has a persistent watch on that node, so frames keep arriving at the target whatever happens to its
 * requests. Closing stops the updates and closes the feeding client.
 */
final class Feed implements AutoCloseable {

    static final String PATH = "/faults-feed";
    private static final long PERIOD_MS = 150;

    private final ZkClient feeder;
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "faults-feed");
        thread.setDaemon(true);
        return thread;
    });

    private Feed(ZkClient feeder) {
        this.feeder = feeder;
    }

    static Feed start(Scene scene) throws Exception {
        Feed feed = new Feed(Contestant.startClient(scene.ensemble().connectString(), scene.settings()));
        try {
            try {
                feed.feeder.create().forPath(PATH);
            } catch (KeeperException.NodeExistsException e) {
                // an earlier repeat made it
            }
            scene.target().client().addWatch(PATH, event -> { }, AddWatchMode.PERSISTENT);
            feed.ticker.scheduleAtFixedRate(() -> feed.feeder.async().setData().forPath(PATH, new byte[1]),
                    0, PERIOD_MS, TimeUnit.MILLISECONDS);
            return feed;
        } catch (Exception e) {
            feed.close();
            throw e;
        }
    }

    @Override
    public void close() {
        ticker.shutdownNow();
        feeder.close();
    }
}
