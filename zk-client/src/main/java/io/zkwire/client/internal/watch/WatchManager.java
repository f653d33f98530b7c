package io.zkwire.client.internal.watch;

import io.zkwire.client.Watcher;
import io.zkwire.client.internal.common.Paths;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.WatcherType;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The client's five watch tables, keyed by client path (docs/contributing/protocol.md §6.4): which watchers an incoming
 * event reaches, which one-shot registrations it consumes, and what to re-register after a reconnect.
 * Confined to the session's event loop. Registration happens only once the server confirmed it
 * (see {@link WatchRegistration}).
 */
public final class WatchManager {

    /** The five tables. */
    public enum Kind { DATA, EXIST, CHILD, PERSISTENT, PERSISTENT_RECURSIVE }

    /** A watcher taken off a table by removeWatches, and the event type it is told about. */
    public record Removal(Watcher watcher, EventType type) {}

    /**
     * Per table, a path's watchers: the one {@link Watcher} itself, or {@link Several} when there are more (a
     * cache leaves a one-shot watch on each of its nodes: one map entry each, no set per path).
     */
    private final Map<Kind, Map<String, Object>> tables = new EnumMap<>(Kind.class);

    /** Two or more watchers on one path, in registration order. */
    private static final class Several extends LinkedHashSet<Watcher> {}

    public WatchManager() {
        for (Kind kind : Kind.values()) {
            tables.put(kind, new LinkedHashMap<>());
        }
    }

    public void add(Kind kind, String path, Watcher watcher) {
        tables.get(kind).merge(path, watcher, WatchManager::join);
    }

    /**
     * The watchers a server event on {@code path} reaches, each once; one-shot registrations it fires
     * are removed, persistent ones stay.
     */
    public Set<Watcher> consume(EventType type, String path) {
        Set<Watcher> reached = new LinkedHashSet<>();
        switch (type) {
            case NodeCreated, NodeDataChanged -> {
                take(Kind.DATA, path, reached);
                take(Kind.EXIST, path, reached);
                copy(Kind.PERSISTENT, path, reached);
                copyRecursive(path, reached);
            }
            case NodeChildrenChanged -> {
                take(Kind.CHILD, path, reached);
                copy(Kind.PERSISTENT, path, reached);
            }
            case NodeDeleted -> {
                take(Kind.DATA, path, reached);
                take(Kind.EXIST, path, reached);
                take(Kind.CHILD, path, reached);
                copy(Kind.PERSISTENT, path, reached);
                copyRecursive(path, reached);
            }
            default -> {
                // Server events are types 1 to 4 only; anything else reaches nobody.
            }
        }
        return reached;
    }

    /** Every registered watcher, each once (they all receive connection-state events). */
    public Set<Watcher> all() {
        Set<Watcher> all = new LinkedHashSet<>();
        for (Map<String, Object> table : tables.values()) {
            table.values().forEach(held -> addTo(held, all));
        }
        return all;
    }

    /** Drops every registration (session expired or client closed); returns who was registered. */
    public Set<Watcher> clear() {
        Set<Watcher> all = all();
        tables.values().forEach(Map::clear);
        return all;
    }

    public boolean isEmpty() {
        return tables.values().stream().allMatch(Map::isEmpty);
    }

    /** The watched paths of one table, in registration order. */
    public List<String> paths(Kind kind) {
        return List.copyOf(tables.get(kind).keySet());
    }

    /** True if {@code watcher} (any watcher when null) is registered on {@code path} for {@code type}. */
    public boolean contains(String path, Watcher watcher, WatcherType type) {
        for (Kind kind : kindsOf(type)) {
            Object held = tables.get(kind).get(path);
            if (held != null && (watcher == null || (held instanceof Several several ? several.contains(watcher)
                    : held.equals(watcher)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Removes {@code watcher} (every watcher when null) of {@code type} from {@code path}; returns one
     * entry per watcher and removal event type.
     */
    public List<Removal> remove(String path, Watcher watcher, WatcherType type) {
        Set<Removal> removed = new LinkedHashSet<>();
        for (Kind kind : kindsOf(type)) {
            Map<String, Object> table = tables.get(kind);
            Object held = table.get(path);
            if (held == null) {
                continue;
            }
            EventType event = removalEvent(kind);
            if (watcher == null) {
                Set<Watcher> all = new LinkedHashSet<>();
                addTo(table.remove(path), all);
                all.forEach(w -> removed.add(new Removal(w, event)));
            } else if (held instanceof Several several) {
                if (several.remove(watcher)) {
                    removed.add(new Removal(watcher, event));
                    if (several.size() == 1) {
                        table.put(path, several.iterator().next());
                    }
                }
            } else if (held.equals(watcher)) {
                table.remove(path);
                removed.add(new Removal(watcher, event));
            }
        }
        return new ArrayList<>(removed);
    }

    private static Set<Kind> kindsOf(WatcherType type) {
        return switch (type) {
            case Children -> EnumSet.of(Kind.CHILD);
            case Data -> EnumSet.of(Kind.DATA, Kind.EXIST);
            case Any -> EnumSet.allOf(Kind.class);
            case Persistent -> EnumSet.of(Kind.PERSISTENT);
            case PersistentRecursive -> EnumSet.of(Kind.PERSISTENT_RECURSIVE);
        };
    }

    private static EventType removalEvent(Kind kind) {
        return switch (kind) {
            case DATA, EXIST -> EventType.DataWatchRemoved;
            case CHILD -> EventType.ChildWatchRemoved;
            case PERSISTENT, PERSISTENT_RECURSIVE -> EventType.PersistentWatchRemoved;
        };
    }

    private void take(Kind kind, String path, Set<Watcher> into) {
        addTo(tables.get(kind).remove(path), into);
    }

    private void copy(Kind kind, String path, Set<Watcher> into) {
        addTo(tables.get(kind).get(path), into);
    }

    private static Object join(Object held, Object added) {
        Watcher watcher = (Watcher) added;
        if (held instanceof Several several) {
            several.add(watcher);
            return several;
        }
        if (held.equals(watcher)) {
            return held;
        }
        Several several = new Several();
        several.add((Watcher) held);
        several.add(watcher);
        return several;
    }

    private static void addTo(Object held, Set<Watcher> into) {
        if (held instanceof Several several) {
            into.addAll(several);
        } else if (held != null) {
            into.add((Watcher) held);
        }
    }

    /** Recursive watches on the path itself or on any ancestor, up to "/". */
    private void copyRecursive(String path, Set<Watcher> into) {
        Map<String, Object> table = tables.get(Kind.PERSISTENT_RECURSIVE);
        if (table.isEmpty()) {
            return;
        }
        for (String p = path; p != null; p = Paths.parent(p)) {
            addTo(table.get(p), into);
        }
    }
}
