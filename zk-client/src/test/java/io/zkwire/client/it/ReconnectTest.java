package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.Ids;
import io.zkwire.testkit.ZkEnsemble;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The only server stops and comes back on the same port with the same data: the session survives
 * (SUSPENDED then RECONNECTED, never LOST), auth is re-sent, and every watch is re-registered and fires.
 */
@Timeout(180)
class ReconnectTest {

    private static final int WATCH_COUNT = 10_000;

    /** Sessions that outlast a slow restart on a busy machine (the kit's default maximum is 10 s). */
    private static final int SESSION_TIMEOUT_MS = 30_000;

    @RegisterExtension
    static final SharedServer server =
            new SharedServer(b -> b.serverProperty("maxSessionTimeout", Integer.toString(SESSION_TIMEOUT_MS)));

    /**
     * Kills (-9) and restarts the server around {@code whileDown}, checking the client's states. A crash
     * rather than a graceful stop: the harder case, as nothing is closed in an orderly way.
     */
    private static void bounceServer(StateRecorder states, Runnable whileDown) {
        ZkEnsemble ensemble = server.ensemble();
        ensemble.server(0).kill();
        states.awaitState(ConnectionState.SUSPENDED);
        whileDown.run();
        long startNanos = System.nanoTime();
        ensemble.server(0).start();
        long restartMs = (System.nanoTime() - startNanos) / 1_000_000;
        List<ConnectionState> between = states.awaitState(ConnectionState.RECONNECTED);
        assertFalse(between.contains(ConnectionState.LOST),
                () -> "the session must survive; states: " + between + " (the restart took " + restartMs + " ms)");
    }

    @Test
    void sessionAuthAndWatchesSurviveAServerRestart() throws Exception {
        StateRecorder states = new StateRecorder();
        ZkClient client = server.client(b -> b.sessionTimeoutMs(SESSION_TIMEOUT_MS));
        client.addConnectionStateListener(states);
        client.addAuth("digest", Digests.credentials("owner", "pw"));
        long session = client.sessionId();
        client.create().forPath(server.root());
        client.create().withACL(Ids.CREATOR_ALL_ACL).forPath(server.path("secret"), new byte[] {42});
        client.create().withMode(CreateMode.EPHEMERAL).forPath(server.path("ephemeral"));
        EventRecorder data = new EventRecorder();
        EventRecorder children = new EventRecorder();
        EventRecorder exists = new EventRecorder();
        EventRecorder recursive = new EventRecorder();
        client.getData().usingWatcher(data).forPath(server.root());
        client.getChildren().usingWatcher(children).forPath(server.root());
        client.checkExists().usingWatcher(exists).forPath(server.path("later"));
        client.addWatch(server.root(), recursive, AddWatchMode.PERSISTENT_RECURSIVE);

        List<CompletableFuture<String>> madeWhileDown = new ArrayList<>();
        bounceServer(states, () -> madeWhileDown.add(client.async().sync(server.root())));

        assertEquals(server.root(), Await.result(madeWhileDown.get(0)), "a request made while down waits and succeeds");
        assertEquals(session, client.sessionId());
        assertEquals(session, client.checkExists().forPath(server.path("ephemeral")).ephemeralOwner());
        assertArrayEquals(new byte[] {42}, client.getData().forPath(server.path("secret")), "auth re-sent");

        ZkClient other = server.client();
        other.create().forPath(server.path("later"));
        other.setData().forPath(server.root(), new byte[] {1});
        assertEquals(List.of(nodeEvent(EventType.NodeCreated, server.path("later"))), exists.nextNodeEvents(1));
        assertEquals(List.of(nodeEvent(EventType.NodeChildrenChanged, server.root())), children.nextNodeEvents(1));
        assertEquals(List.of(nodeEvent(EventType.NodeDataChanged, server.root())), data.nextNodeEvents(1));
        assertEquals(List.of(nodeEvent(EventType.NodeCreated, server.path("later")),
                nodeEvent(EventType.NodeDataChanged, server.root())), recursive.nextNodeEvents(2));
    }

    @Test
    void tenThousandWatchesAreReRegisteredAndAllFire() throws Exception {
        StateRecorder states = new StateRecorder();
        ZkClient client = server.client(b -> b.sessionTimeoutMs(SESSION_TIMEOUT_MS));
        client.addConnectionStateListener(states);
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        // Long paths: 10,000 of them are several 128 KiB SetWatches batches.
        String prefix = server.path("a-rather-long-node-name-so-the-watch-list-needs-several-batches-");
        Set<WatchedEvent> expected = new HashSet<>();
        List<CompletableFuture<?>> watches = new ArrayList<>();
        for (int i = 0; i < WATCH_COUNT; i++) {
            watches.add(client.async().checkExists().usingWatcher(recorder).forPath(prefix + i));
            expected.add(nodeEvent(EventType.NodeCreated, prefix + i));
        }
        watches.forEach(Await::result);

        bounceServer(states, () -> { });

        ZkClient writer = server.client();
        List<CompletableFuture<String>> creates = new ArrayList<>();
        for (int i = 0; i < WATCH_COUNT; i++) {
            creates.add(writer.async().create().forPath(prefix + i));
        }
        creates.forEach(Await::result);
        assertEquals(expected, new HashSet<>(recorder.nextNodeEvents(WATCH_COUNT)));
    }
}
