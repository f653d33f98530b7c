package io.zkwire.client.internal.watch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.Watcher;
import io.zkwire.client.internal.watch.WatchManager.Kind;
import io.zkwire.client.internal.watch.WatchManager.Removal;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.WatcherType;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class WatchManagerTest {

    private final WatchManager watches = new WatchManager();
    private final Watcher data = e -> { };
    private final Watcher exist = e -> { };
    private final Watcher child = e -> { };
    private final Watcher persistent = e -> { };
    private final Watcher recursive = e -> { };

    private void registerAllOn(String path) {
        watches.add(Kind.DATA, path, data);
        watches.add(Kind.EXIST, path, exist);
        watches.add(Kind.CHILD, path, child);
        watches.add(Kind.PERSISTENT, path, persistent);
        watches.add(Kind.PERSISTENT_RECURSIVE, path, recursive);
    }

    @Test
    void dataChangeConsumesDataAndExistWatchesAndReachesPersistentOnes() {
        registerAllOn("/a");
        assertEquals(Set.of(data, exist, persistent, recursive), watches.consume(EventType.NodeDataChanged, "/a"));
        assertEquals(Set.of(child, persistent, recursive), watches.all(), "one-shot data/exist consumed");
        assertEquals(Set.of(persistent, recursive), watches.consume(EventType.NodeCreated, "/a"));
    }

    @Test
    void oneWatcherOrSeveralOnAPathAreEachReachedOnceAndRemovedOneByOne() {
        watches.add(Kind.DATA, "/a", data);
        watches.add(Kind.DATA, "/a", data);
        watches.add(Kind.DATA, "/a", exist);
        watches.add(Kind.DATA, "/a", child);
        assertEquals(List.of(new Removal(exist, EventType.DataWatchRemoved)),
                watches.remove("/a", exist, WatcherType.Data));
        assertEquals(List.of(new Removal(child, EventType.DataWatchRemoved)),
                watches.remove("/a", child, WatcherType.Data));
        assertTrue(watches.contains("/a", data, WatcherType.Data), "the last one stays");
        assertFalse(watches.contains("/a", exist, WatcherType.Data));
        assertEquals(Set.of(data), watches.consume(EventType.NodeDataChanged, "/a"));
        assertTrue(watches.isEmpty());
    }

    @Test
    void childrenChangeConsumesChildWatchesAndSkipsRecursiveOnes() {
        registerAllOn("/a");
        assertEquals(Set.of(child, persistent), watches.consume(EventType.NodeChildrenChanged, "/a"));
        assertEquals(List.of(), watches.paths(Kind.CHILD));
    }

    @Test
    void deletionConsumesEveryOneShotWatch() {
        registerAllOn("/a");
        assertEquals(Set.of(data, exist, child, persistent, recursive), watches.consume(EventType.NodeDeleted, "/a"));
        assertEquals(Set.of(persistent, recursive), watches.all());
    }

    @Test
    void recursiveWatchesFireForDescendantsButPersistentOnesOnlyForTheirPath() {
        watches.add(Kind.PERSISTENT_RECURSIVE, "/", recursive);
        watches.add(Kind.PERSISTENT, "/a", persistent);
        assertEquals(Set.of(recursive), watches.consume(EventType.NodeCreated, "/a/b/c"));
        assertEquals(Set.of(recursive, persistent), watches.consume(EventType.NodeDeleted, "/a"));
        assertEquals(Set.of(), watches.consume(EventType.NodeChildrenChanged, "/a/b"));
    }

    @Test
    void aWatcherOnSeveralTablesIsToldOnce() {
        watches.add(Kind.DATA, "/a", data);
        watches.add(Kind.CHILD, "/a", data);
        assertEquals(Set.of(data), watches.consume(EventType.NodeDeleted, "/a"));
        assertTrue(watches.isEmpty());
    }

    @Test
    void otherPathsAreUntouched() {
        watches.add(Kind.DATA, "/a", data);
        assertEquals(Set.of(), watches.consume(EventType.NodeDataChanged, "/ab"));
        assertEquals(List.of("/a"), watches.paths(Kind.DATA));
    }

    @Test
    void removalByTypeTellsEachRemovedWatcherOnce() {
        registerAllOn("/a");
        assertTrue(watches.contains("/a", data, WatcherType.Data));
        assertFalse(watches.contains("/a", data, WatcherType.Children));
        assertEquals(List.of(new Removal(data, EventType.DataWatchRemoved), new Removal(exist, EventType.DataWatchRemoved)),
                watches.remove("/a", null, WatcherType.Data));
        assertEquals(List.of(new Removal(child, EventType.ChildWatchRemoved)),
                watches.remove("/a", child, WatcherType.Any));
        assertEquals(List.of(new Removal(recursive, EventType.PersistentWatchRemoved)),
                watches.remove("/a", null, WatcherType.PersistentRecursive));
        assertEquals(Set.of(persistent), watches.all());
        assertFalse(watches.contains("/a", null, WatcherType.Data));
    }

    @Test
    void clearReturnsEveryoneAndForgetsThem() {
        registerAllOn("/a");
        watches.add(Kind.DATA, "/b", data);
        assertEquals(Set.of(data, exist, child, persistent, recursive), watches.clear());
        assertTrue(watches.isEmpty());
    }
}
