package io.zkwire.client.it;

import static io.zkwire.client.it.EventRecorder.nodeEvent;
import static io.zkwire.protocol.EventType.ChildWatchRemoved;
import static io.zkwire.protocol.EventType.DataWatchRemoved;
import static io.zkwire.protocol.EventType.NodeChildrenChanged;
import static io.zkwire.protocol.EventType.NodeCreated;
import static io.zkwire.protocol.EventType.NodeDataChanged;
import static io.zkwire.protocol.EventType.NodeDeleted;
import static io.zkwire.protocol.EventType.PersistentWatchRemoved;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.zkwire.client.WatchedEvent;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.AddWatchMode;
import io.zkwire.protocol.KeeperException.Code;
import io.zkwire.protocol.WatcherType;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * One-shot, persistent and recursive watches: which events fire, how often, and in which order. "Fires
 * once" is checked with a marker node whose event is caused last (see EventRecorder).
 */
class WatchesTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    /** Causes an event on a marker node that {@code recorder} watches, after everything done before. */
    private static String marker(ZkClient client, EventRecorder recorder) throws Exception {
        String marker = server.path("marker");
        client.checkExists().usingWatcher(recorder).forPath(marker);
        client.create().forPath(marker);
        return marker;
    }

    @Test
    void dataWatchFiresOnceForSeveralChanges() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        client.getData().usingWatcher(recorder).forPath(server.root());

        client.setData().forPath(server.root(), new byte[] {1});
        client.setData().forPath(server.root(), new byte[] {2});

        assertEquals(List.of(nodeEvent(NodeDataChanged, server.root())),
                recorder.takeUntilMarker(marker(client, recorder)));
    }

    @Test
    void childWatchFiresOnceForSeveralChildren() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        client.getChildren().usingWatcher(recorder).forPath(server.root());

        client.create().forPath(server.path("a"));
        client.create().forPath(server.path("b"));

        // The marker is itself a child, but the one-shot child watch is used up by then.
        assertEquals(List.of(nodeEvent(NodeChildrenChanged, server.root())),
                recorder.takeUntilMarker(marker(client, recorder)));
    }

    @Test
    void existsWatchOnAMissingNodeFiresWhenItIsCreatedAndDataWatchWhenDeleted() throws Exception {
        ZkClient client = server.client();
        EventRecorder recorder = new EventRecorder();

        assertNull(client.checkExists().usingWatcher(recorder).forPath(server.root()));
        client.create().forPath(server.root());
        assertEquals(nodeEvent(NodeCreated, server.root()), recorder.next());

        client.getData().usingWatcher(recorder).forPath(server.root());
        client.delete().forPath(server.root());
        assertEquals(nodeEvent(NodeDeleted, server.root()), recorder.next());
    }

    @Test
    void watchesFromAnotherSessionsChangesArriveBeforeLaterReplies() throws Exception {
        ZkClient watcherClient = server.client();
        ZkClient writer = server.client();
        writer.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        watcherClient.getData().usingWatcher(recorder).forPath(server.root());

        writer.setData().forPath(server.root(), new byte[] {1});

        assertEquals(nodeEvent(NodeDataChanged, server.root()), recorder.next());
    }

    @Test
    void persistentWatchSeesEveryDataAndChildChangeOfItsNodeInServerOrder() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        client.addWatch(server.root(), recorder, AddWatchMode.PERSISTENT);

        client.create().forPath(server.path("a"));
        client.setData().forPath(server.root(), new byte[] {1});
        client.create().forPath(server.path("a/grandchild"));
        client.setData().forPath(server.root(), new byte[] {2});
        client.delete().deletingChildrenIfNeeded().forPath(server.path("a"));
        client.delete().forPath(server.root());

        assertEquals(List.of(
                nodeEvent(NodeChildrenChanged, server.root()),
                nodeEvent(NodeDataChanged, server.root()),
                nodeEvent(NodeDataChanged, server.root()),
                nodeEvent(NodeChildrenChanged, server.root()),
                nodeEvent(NodeDeleted, server.root())), recorder.next(5));
        // Still armed after all that: it is persistent.
        client.create().forPath(server.root());
        assertEquals(nodeEvent(NodeCreated, server.root()), recorder.next());
    }

    @Test
    void recursiveWatchSeesCreatesChangesAndDeletesOfTheWholeSubtreeButNoChildEvents() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        client.addWatch(server.root(), recorder, AddWatchMode.PERSISTENT_RECURSIVE);

        client.create().forPath(server.path("a"));
        client.create().forPath(server.path("a/b"));
        client.setData().forPath(server.path("a/b"), new byte[] {1});
        client.delete().forPath(server.path("a/b"));
        client.setData().forPath(server.root(), new byte[] {1});

        assertEquals(List.of(
                nodeEvent(NodeCreated, server.path("a")),
                nodeEvent(NodeCreated, server.path("a/b")),
                nodeEvent(NodeDataChanged, server.path("a/b")),
                nodeEvent(NodeDeleted, server.path("a/b")),
                nodeEvent(NodeDataChanged, server.root())), recorder.next(5));
    }

    @Test
    void eventsOfPipelinedChangesArriveInServerOrder() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        client.addWatch(server.root(), recorder, AddWatchMode.PERSISTENT_RECURSIVE);

        List<CompletableFuture<String>> creates = new ArrayList<>();
        List<WatchedEvent> expected = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            creates.add(client.async().create().forPath(server.path("n" + i)));
            expected.add(nodeEvent(NodeCreated, server.path("n" + i)));
        }
        creates.forEach(Await::result);

        assertEquals(expected, recorder.next(100));
    }

    @Test
    void removedDataWatchIsToldAndNeverFires() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        client.getData().usingWatcher(recorder).forPath(server.root());

        client.removeWatches(server.root(), recorder, WatcherType.Data, false);
        client.setData().forPath(server.root(), new byte[] {1});

        assertEquals(List.of(nodeEvent(DataWatchRemoved, server.root())),
                recorder.takeUntilMarker(marker(client, recorder)));
        Await.keeperError(Code.NOWATCHER,
                () -> client.removeWatches(server.root(), recorder, WatcherType.Data, false));
    }

    @Test
    void removeAllChildWatchesClearsThemOnTheServer() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder first = new EventRecorder();
        EventRecorder second = new EventRecorder();
        client.getChildren().usingWatcher(first).forPath(server.root());
        client.getChildren().usingWatcher(second).forPath(server.root());

        client.removeAllWatches(server.root(), WatcherType.Children, false);
        client.create().forPath(server.path("child"));

        assertEquals(List.of(nodeEvent(ChildWatchRemoved, server.root())), first.takeUntilMarker(marker(client, first)));
        assertEquals(List.of(nodeEvent(ChildWatchRemoved, server.root())), second.next(1));
        Await.keeperError(Code.NOWATCHER, () -> client.removeAllWatches(server.root(), WatcherType.Children, false));
    }

    @Test
    void locallyRemovedWatchNoLongerReceivesEvents() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder removed = new EventRecorder();
        EventRecorder kept = new EventRecorder();
        client.getData().usingWatcher(removed).forPath(server.root());
        client.getData().usingWatcher(kept).forPath(server.root());

        client.removeWatches(server.root(), removed, WatcherType.Data, true);
        client.setData().forPath(server.root(), new byte[] {1});

        assertEquals(nodeEvent(NodeDataChanged, server.root()), kept.next());
        assertEquals(List.of(nodeEvent(DataWatchRemoved, server.root())),
                removed.takeUntilMarker(marker(client, removed)));
    }

    @Test
    void persistentWatchCanBeRemoved() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());
        EventRecorder recorder = new EventRecorder();
        client.addWatch(server.root(), recorder, AddWatchMode.PERSISTENT_RECURSIVE);

        client.removeWatches(server.root(), recorder, WatcherType.Any, false);
        client.setData().forPath(server.root(), new byte[] {1});

        assertEquals(List.of(nodeEvent(PersistentWatchRemoved, server.root())),
                recorder.takeUntilMarker(marker(client, recorder)));
    }

    @Test
    void removingAWatchThatWasNeverSetIsNoWatcher() throws Exception {
        ZkClient client = server.client();
        client.create().forPath(server.root());

        Await.keeperError(Code.NOWATCHER,
                () -> client.removeWatches(server.root(), new EventRecorder(), WatcherType.Any, false));
    }
}
