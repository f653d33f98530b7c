// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.CuratorCacheListener.Type;
import io.zkwire.recipes.internal.Snapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The cached nodes, and the rule that turns a read into an event: a node's version is its mzxid (and its
 * incarnation its czxid), so a read older than or equal to what is cached changes nothing and reports
 * nothing, and a node deleted and created again is reported even when its version is 0 both times.
 * Nodes are kept sorted by path, so a node's subtree is the range of paths that start with it: no node keeps
 * a set of its children, and a leaf costs one map entry and one {@link Node}.
 * Changed only on the engine's serial executor; read from any thread.
 */
final class CacheTree {

    /** Told of each change, in the order the tree applies them. */
    interface Events {
        void event(Type type, ChildData oldData, ChildData data);
    }

    /**
     * One node as last read, compact: the stat's fields inline rather than a {@link Stat} object, the data as
     * read (not copied), and the pzxid its children were last known at (-1: not known; carried over when a
     * newer read replaces the node). {@link ChildData} is built from it when asked for.
     */
    static final class Node {
        private final String path;
        private final byte[] bytes;
        private final long czxid;
        private final long mzxid;
        private final long ctime;
        private final long mtime;
        private final long ephemeralOwner;
        private final long pzxid;
        private final int version;
        private final int cversion;
        private final int aversion;
        private final int dataLength;
        private final int numChildren;
        long childrenPzxid = -1;

        Node(String path, Stat stat, byte[] bytes) {
            this.path = path;
            this.bytes = bytes;
            czxid = stat.czxid();
            mzxid = stat.mzxid();
            ctime = stat.ctime();
            mtime = stat.mtime();
            ephemeralOwner = stat.ephemeralOwner();
            pzxid = stat.pzxid();
            version = stat.version();
            cversion = stat.cversion();
            aversion = stat.aversion();
            dataLength = stat.dataLength();
            numChildren = stat.numChildren();
        }

        long czxid() {
            return czxid;
        }

        long mzxid() {
            return mzxid;
        }

        Stat stat() {
            return new Stat(czxid, mzxid, ctime, mtime, version, cversion, aversion, ephemeralOwner, dataLength,
                    numChildren, pzxid);
        }

        ChildData childData() {
            return new ChildData(path, stat(), bytes);
        }
    }

    private final ConcurrentSkipListMap<String, Node> nodes = new ConcurrentSkipListMap<>();
    private final String root;
    private final int maxNodes;
    private final Events events;
    private final boolean keepData;
    /** How many nodes are cached, shown to any thread; {@code count} is the owner's copy. */
    private final Snapshot<Integer> size = new Snapshot<>(0);
    private int count;

    CacheTree(String root, int maxNodes, Events events) {
        this(root, maxNodes, true, events);
    }

    /** Without {@code keepData}, events carry the data read and the tree keeps the stat only. */
    CacheTree(String root, int maxNodes, boolean keepData, Events events) {
        this.root = root;
        this.maxNodes = maxNodes;
        this.keepData = keepData;
        this.events = events;
    }

    ChildData get(String path) {
        Node node = nodes.get(path);
        return node == null ? null : node.childData();
    }

    Node node(String path) {
        return nodes.get(path);
    }

    Map<String, Node> nodes() {
        return nodes;
    }

    int size() {
        return size.read();
    }

    /**
     * Applies a read of {@code path}: a new node is CREATED, a newer mzxid CHANGED, a newer czxid (the node was
     * deleted and created again) DELETED with what is cached below it from before, then CREATED; older or equal reads
     * are dropped.
     */
    void apply(String path, Stat stat, byte[] data) throws CacheLimitException {
        Node cached = nodes.get(path);
        if (cached != null) {
            if (stat.czxid() == cached.czxid) {
                if (stat.mzxid() > cached.mzxid) {
                    Node changed = new Node(path, stat, keepData ? data : null);
                    changed.childrenPzxid = cached.childrenPzxid;
                    nodes.put(path, changed);
                    events.event(Type.NODE_CHANGED, cached.childData(), new ChildData(path, stat, data));
                }
                return;
            }
            if (stat.czxid() < cached.czxid) {
                return; // a read of an earlier incarnation
            }
            removeIncarnation(path, stat.czxid());
        }
        if (count >= maxNodes) {
            throw new CacheLimitException("the cache of " + root + " reached its limit of " + maxNodes
                    + " nodes (CuratorCacheBuilder.withMaxNodes) when " + path + " appeared; it stopped following"
                    + " the server: raise the limit, or cache a smaller subtree or depth");
        }
        nodes.put(path, new Node(path, stat, keepData ? data : null));
        size.publish(++count);
        events.event(Type.NODE_CREATED, null, new ChildData(path, stat, data));
    }

    /** Removes {@code path} and what is cached below it, deepest first, reporting each NODE_DELETED. */
    void remove(String path) {
        if (nodes.containsKey(path)) {
            removeIncarnation(path, Long.MAX_VALUE);
        }
    }

    /**
     * Removes the cached incarnation of {@code path} that one created at {@code newCzxid} replaces: the node and
     * its descendants created before {@code newCzxid}, deepest first. A descendant created after it belongs to
     * the new incarnation (heard of through its own notification while the old one was still cached), so it
     * stays: removing it would report it deleted, and then created again, for nothing.
     */
    private void removeIncarnation(String path, long newCzxid) {
        // in descending order a node's descendants come before it
        for (String below : new ArrayList<>(below(path).descendingKeySet())) {
            Node node = nodes.get(below);
            if (node != null && node.czxid < newCzxid) {
                removeOne(below);
            }
        }
        removeOne(path);
    }

    private void removeOne(String path) {
        Node node = nodes.remove(path);
        if (node != null) {
            size.publish(--count);
            events.event(Type.NODE_DELETED, node.childData(), null);
        }
    }

    /** The children of {@code path} now on the server: those cached but gone are removed; returns the new ones. */
    List<String> reconcileChildren(String path, List<String> names, long pzxid) {
        Node node = nodes.get(path);
        List<String> fresh = new ArrayList<>();
        if (node == null) {
            return fresh;
        }
        Set<String> listed = new HashSet<>();
        for (String name : names) {
            String child = childPath(path, name);
            listed.add(child);
            if (!nodes.containsKey(child)) {
                fresh.add(child);
            }
        }
        List<String> gone = new ArrayList<>();
        int prefix = path.equals("/") ? 1 : path.length() + 1;
        for (Map.Entry<String, Node> entry : below(path).entrySet()) {
            String cached = entry.getKey();
            // a child created after this listing was taken is not gone
            if (cached.indexOf('/', prefix) < 0 && !listed.contains(cached) && entry.getValue().czxid <= pzxid) {
                gone.add(cached);
            }
        }
        gone.forEach(this::remove);
        node.childrenPzxid = pzxid;
        return fresh;
    }

    /** The cached nodes below {@code path} (its subtree without it), in path order. */
    private NavigableMap<String, Node> below(String path) {
        if (path.equals("/")) {
            return nodes.tailMap("/", false);
        }
        // the paths that start with path + "/" sort from there up to path + "0" ('0' follows '/')
        return nodes.subMap(path + "/", true, path + "0", false);
    }

    void clear() {
        nodes.clear();
        count = 0;
        size.publish(0);
    }

    /** Levels below the root: the root is 0. */
    int depth(String path) {
        if (path.equals(root)) {
            return 0;
        }
        int depth = 0;
        for (int i = root.equals("/") ? 0 : root.length(); i < path.length(); i++) {
            if (path.charAt(i) == '/') {
                depth++;
            }
        }
        return depth;
    }

    /** Whether {@code path} is the root or below it. */
    boolean covers(String path) {
        return path.equals(root) || path.startsWith(root.equals("/") ? "/" : root + "/");
    }

    static String parentOf(String path) {
        int slash = path.lastIndexOf('/');
        return slash <= 0 ? "/" : path.substring(0, slash);
    }

    static String childPath(String parent, String name) {
        return parent.equals("/") ? "/" + name : parent + "/" + name;
    }
}
