// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.KeeperState;
import io.zkwire.protocol.OpCode;
import io.zkwire.protocol.WatcherType;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import java.io.IOException;
import java.nio.ByteBuffer;
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

    /** How a test removes the watcher on {@code /node}; {@code opcode}: the request it sends the server. */
    private record Removal(int opcode, RemovalCall call) {
    }

    private interface RemovalCall {
        void remove(ZkClient client, EventRecorder watcher) throws Exception;
    }

    @Test
    void aServersNoWatcherAnswerToRemoveWatchesIsANoWatcherExceptionForTheCallersPath() throws Exception {
        serversNoWatcherAnswerIsANoWatcherExceptionForTheCallersPath(new Removal(OpCode.CHECK_WATCHES.code(),
                (client, watcher) -> client.removeWatches("/node", watcher, WatcherType.Data, false)));
    }

    @Test
    void aServersNoWatcherAnswerToRemoveAllWatchesIsANoWatcherExceptionForTheCallersPath() throws Exception {
        serversNoWatcherAnswerIsANoWatcherExceptionForTheCallersPath(new Removal(OpCode.REMOVE_WATCHES.code(),
                (client, watcher) -> client.removeAllWatches("/node", WatcherType.Data, false)));
    }

    /**
     * The server answers NOWATCHER while this client still holds the watcher (the proxy writes that answer):
     * as with ZooKeeper's client, the call throws NoWatcherException naming the caller's path, not the chrooted
     * one, and the watcher hears nothing.
     */
    private void serversNoWatcherAnswerIsANoWatcherExceptionForTheCallersPath(Removal removal) throws Exception {
        server.client().create().creatingParentsIfNeeded().forPath(server.path("chroot/node"));
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString() + server.path("chroot")));
        EventRecorder watcher = new EventRecorder();
        client.getData().usingWatcher(watcher).forPath("/node");

        CompletableFuture<Frame> replaced = proxy.replaceNextReply(Frame.request(removal.opcode()),
                request -> noWatcherReply(request.xid()));
        KeeperException e = Await.keeperError(Code.NOWATCHER, () -> removal.call().remove(client, watcher));

        assertInstanceOf(KeeperException.NoWatcherException.class, e);
        assertEquals("/node", e.path());
        Await.result(replaced);
        assertEquals(List.of(), watcher.drain(), "the watcher was not removed");
    }

    /** A reply frame: the length, then the ReplyHeader (xid, zxid, err) with NOWATCHER and no body. */
    private static byte[] noWatcherReply(int xid) {
        return ByteBuffer.allocate(20).putInt(16).putInt(xid).putLong(0).putInt(Code.NOWATCHER.intValue()).array();
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
