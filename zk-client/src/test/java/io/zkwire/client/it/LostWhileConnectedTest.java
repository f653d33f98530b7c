package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The LOST rule holds while connected (docs/contributing/fault-tolerance.md, "The lost rule"): requests stop reaching the
 * server while the way back stays open and a persistent watch keeps delivering notifications. Those frames
 * keep the connection "alive" to a read timeout, but answer nothing the client sent, so LOST must come by
 * the last answered send + T − margin: before the server expires the session and deletes its ephemeral.
 */
@Timeout(60)
class LostWhileConnectedTest {

    private static final int SESSION_TIMEOUT_MS = 3_000;

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void notificationsDoNotKeepAnUnansweredSessionAlive() throws Exception {
        ZkClient observer = server.client();
        observer.create().forPath(server.root());
        String feed = server.path("feed");
        String ephemeral = server.path("ephemeral");
        observer.create().forPath(feed);
        FaultProxy proxy = server.proxy();
        ZkClient victim = server.client(b -> b.connectString(proxy.connectString())
                .sessionTimeoutMs(SESSION_TIMEOUT_MS));
        victim.create().withMode(CreateMode.EPHEMERAL).forPath(ephemeral);
        victim.addWatch(feed, event -> { }, AddWatchMode.PERSISTENT);
        CompletableFuture<Long> lostAt = new CompletableFuture<>();
        victim.addConnectionStateListener((client, state) -> {
            if (state == ConnectionState.LOST) {
                lostAt.complete(System.nanoTime());
            }
        });
        CompletableFuture<Long> deletedAt = new CompletableFuture<>();
        observer.checkExists().usingWatcher(event -> {
            if (event.type() == EventType.NodeDeleted) {
                deletedAt.complete(System.nanoTime());
            }
        }).forPath(ephemeral);
        ScheduledExecutorService feeder = Executors.newSingleThreadScheduledExecutor();
        try {
            feeder.scheduleAtFixedRate(() -> observer.async().setData().forPath(feed, new byte[1]),
                    0, 150, TimeUnit.MILLISECONDS);

            proxy.set(Fault.delay(Duration.ofSeconds(120), Duration.ofMillis(400)));

            long deleted = deletedAt.get(SESSION_TIMEOUT_MS * 4L, TimeUnit.MILLISECONDS);
            assertTrue(lostAt.isDone() && lostAt.get() - deleted < 0, () -> "LOST must come before the server"
                    + " expires the session; it came " + (lostAt.isDone()
                    ? TimeUnit.NANOSECONDS.toMillis(lostAt.join() - deleted) + " ms after" : "not yet"));
        } finally {
            feeder.shutdownNow();
            proxy.pass();
        }
    }
}
