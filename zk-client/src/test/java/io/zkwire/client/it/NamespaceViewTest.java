// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientState;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** usingNamespace and nonNamespaceView: views over the client's one session, with their own path prefix. */
class NamespaceViewTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    /** The test's root as a namespace ("t-..." without the slash) plus {@code sub}. */
    private static String ns(String sub) {
        return server.root().substring(1) + "/" + sub;
    }

    @Test
    void viewSharesTheSessionAndItsEphemerals() throws Exception {
        ZkClient client = server.client(b -> b.namespace(ns("a")));
        ZkClient view = client.usingNamespace(ns("b"));

        assertEquals(client.sessionId(), view.sessionId());
        assertEquals(server.path("b"), view.namespace());
        assertEquals(ns("b"), view.settings().namespace());
        assertEquals("/e", view.create().withMode(CreateMode.EPHEMERAL).forPath("/e"));

        Stat stat = client.nonNamespaceView().checkExists().forPath(server.path("b/e"));
        assertNotNull(stat, "created under the view's namespace");
        assertEquals(client.sessionId(), stat.ephemeralOwner(), "owned by the client's own session");
        assertEquals(List.of(server.path("b/e")), client.getEphemerals(server.root()));
        assertEquals(List.of("e"), Await.result(view.async().getChildren().forPath("/")), "async through the view");
        assertSame(view, client.usingNamespace(ns("b")), "one view per namespace");
        assertSame(client, view.usingNamespace(ns("a")), "the client's own namespace is the client");
    }

    @Test
    void viewCannotStartOrCloseTheSession() throws Exception {
        ZkClient client = server.client();
        ZkClient view = client.usingNamespace(ns("v"));

        UnsupportedOperationException close = assertThrows(UnsupportedOperationException.class, view::close);
        assertTrue(close.getMessage().contains("close the client it came from"), close.getMessage());
        assertThrows(UnsupportedOperationException.class, view::start);
        assertTrue(client.isConnected());
        assertEquals(ZkClientState.STARTED, view.getState());
        assertNotNull(view.create().creatingParentsIfNeeded().forPath("/still-works"));
        client.close();
        assertEquals(ZkClientState.STOPPED, view.getState());
        assertEquals(ZkClientState.STOPPED, client.getState());
    }

    @Test
    void stateGoesFromLatentToStartedToStopped() {
        try (ZkClient client = Clients.builder(server.connectString()).build()) {
            assertEquals(ZkClientState.LATENT, client.getState());
            assertTrue(!client.isStarted());
            client.start();
            assertEquals(ZkClientState.STARTED, client.getState());
            assertTrue(client.isStarted());
            client.close();
            assertEquals(ZkClientState.STOPPED, client.getState());
            assertTrue(!client.isStarted());
        }
    }

    @Test
    void watchesOfViewsWithTheSameRelativePathStayApart() throws Exception {
        ZkClient client = server.client(b -> b.namespace(ns("a")));
        ZkClient view = client.usingNamespace(ns("b"));
        client.create().forPath("/x");
        view.create().forPath("/x");
        EventRecorder onClient = new EventRecorder();
        EventRecorder onView = new EventRecorder();
        client.getData().usingWatcher(onClient).forPath("/x");
        view.getData().usingWatcher(onView).forPath("/x");

        view.setData().forPath("/x", new byte[] {1});
        assertEquals(nodeEvent(EventType.NodeDataChanged, "/x"), onView.next());
        client.removeWatches("/x", onClient, WatcherType.Data, false);
        assertEquals(nodeEvent(EventType.DataWatchRemoved, "/x"), onClient.next());
        assertEquals(List.of(), onView.drain(), "the view's watch fired once; the client's removal is not its");
    }

    @Test
    void viewWatchIsRemovedThroughTheView() throws Exception {
        ZkClient client = server.client();
        ZkClient view = client.usingNamespace(ns("w"));
        view.create().forPath("/n");
        EventRecorder watcher = new EventRecorder();
        view.checkExists().usingWatcher(watcher).forPath("/n");

        view.removeWatches("/n", watcher, WatcherType.Data, false);
        assertEquals(nodeEvent(EventType.DataWatchRemoved, "/n"), watcher.next());
    }
}
