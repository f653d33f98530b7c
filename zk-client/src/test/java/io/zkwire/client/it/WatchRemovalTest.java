// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.WatcherType;
import io.zkwire.testkit.faults.FaultProxy;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * removeWatches and removeAllWatches as ZooKeeper's client does them: the server is told whenever it can be,
 * and its watch table (four-letter word {@code wchc}) is read after each case.
 */
class WatchRemovalTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    /** The paths the server holds a data watch on for {@code client}'s session (wchc lists data watches only). */
    private static List<String> serverWatches(ZkClient client) throws IOException {
        String session = "0x" + Long.toHexString(client.sessionId());
        List<String> paths = new ArrayList<>();
        boolean ours = false;
        for (String line : server.ensemble().server(0).fourLetterWord("wchc").split("\n")) {
            if (!line.startsWith("\t")) {
                ours = line.trim().equals(session);
            } else if (ours) {
                paths.add(line.trim());
            }
        }
        return paths;
    }

    private static ZkClient clientWithNode() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        return client;
    }

    @Test
    void aLocalRemovalStillTellsTheServer() throws Exception {
        ZkClient client = clientWithNode();
        EventRecorder watcher = new EventRecorder();
        client.getData().usingWatcher(watcher).forPath(server.root());
        assertEquals(List.of(server.root()), serverWatches(client));

        client.removeAllWatches(server.root(), WatcherType.Data, true);
        assertEquals(nodeEvent(EventType.DataWatchRemoved, server.root()), watcher.next());
        assertEquals(List.of(), serverWatches(client), "the server dropped its watch too");
    }

    @Test
    void removeAllWithoutALocalWatcherStillClearsTheServer() throws Exception {
        ZkClient client = clientWithNode();
        EventRecorder watcher = new EventRecorder();
        client.getData().usingWatcher(watcher).forPath(server.root());
        client.removeWatches(server.root(), watcher, WatcherType.Data, false);
        assertEquals(nodeEvent(EventType.DataWatchRemoved, server.root()), watcher.next());
        assertEquals(List.of(server.root()), serverWatches(client), "checkWatches leaves the server's watch");

        Await.keeperError(Code.NOWATCHER, () -> client.removeAllWatches(server.root(), WatcherType.Data, false));
        assertEquals(List.of(), serverWatches(client), "asked anyway, the server dropped it");
    }

    @Test
    void aWatcherRemovedWhileDisconnectedHearsTheReconnectFirst() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        client.create().forPath(server.root());
        EventRecorder watcher = new EventRecorder();
        client.getData().usingWatcher(watcher).forPath(server.root());

        proxy.keepResetting(Duration.ofSeconds(2));
        assertEquals(List.of(), watcher.takeUntilState(KeeperState.Disconnected));
        CompletableFuture<Void> removal = client.async().removeAllWatches(server.root(), WatcherType.Data, true);

        Await.result(removal);
        assertEquals(List.of(new WatchedEvent(EventType.None, KeeperState.SyncConnected, null),
                nodeEvent(EventType.DataWatchRemoved, server.root())), watcher.next(2));
        assertEquals(List.of(), serverWatches(client), "re-set on reconnect, then removed there too");
    }
}
