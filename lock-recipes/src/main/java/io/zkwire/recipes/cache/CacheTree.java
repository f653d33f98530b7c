// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.cache.CuratorCacheListener.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The cached nodes, and the rule that turns a read into an event: a node's version is its mzxid (and its
 * incarnation its czxid), so a read older than or equal to what is cached changes nothing and reports
 * nothing, and a node deleted and created again is reported even when its version is 0 both times.
 * Changed only on the engine's serial executor; read from any thread.
 */
final class CacheTree {

    /** Told of each change, in the order the tree applies them. */
    interface Events {
        void event(Type type, ChildData oldData, ChildData data);
    }

    /** One node: what the cache reports, and the pzxid its children were last known at (-1: not known). */
    static final class Node {
        volatile ChildData data;
        long childrenPzxid = -1;
        final Set<String> children = new HashSet<>();

        Node(ChildData data) {
            this.data = data;
        }
    }

    private final Map<String, Node> nodes = new ConcurrentHashMap<>();
    private final String root;
    private final int maxNodes;
    private final Events events;

    CacheTree(String root, int maxNodes, Events events) {
        this.root = root;
        this.maxNodes = maxNodes;
        this.events = events;
    }

    ChildData get(String path) {
        Node node = nodes.get(path);
        return node == null ? null : node.data;
    }

    Node node(String path) {
        return nodes.get(path);
    }

    Map<String, Node> nodes() {
        return nodes;
    }

    /**
     * Applies a read of {@code path}: a new node is CREATED, a newer mzxid CHANGED, a newer czxid (the node was
     * deleted and created again) DELETED with its subtree then CREATED; older or equal reads are dropped.
     */
    void apply(String path, Stat stat, byte[] data) throws CacheLimitException {
        Node node = nodes.get(path);
        if (node != null) {
            Stat cached = node.data.getStat();
            if (stat.czxid() == cached.czxid()) {
                if (stat.mzxid() > cached.mzxid()) {
                    ChildData old = node.data;
                    node.data = new ChildData(path, stat, data);
                    events.event(Type.NODE_CHANGED, old, node.data);
                }
                return;
            }
            if (stat.czxid() < cached.czxid()) {
                return; // a read of an earlier incarnation
            }
            remove(path);
        }
        if (nodes.size() >= maxNodes) {
            throw new CacheLimitException("the cache of " + root + " reached its limit of " + maxNodes
                    + " nodes (CuratorCacheBuilder.withMaxNodes) when " + path + " appeared; it stopped following"
                    + " the server: raise the limit, or cache a smaller subtree or depth");
        }
        Node added = new Node(new ChildData(path, stat, data));
        nodes.put(path, added);
        Node parent = path.equals(root) ? null : nodes.get(parentOf(path));
        if (parent != null) {
            parent.children.add(path);
        }
        events.event(Type.NODE_CREATED, null, added.data);
    }

    /** Removes {@code path} and what is cached below it, deepest first, reporting each NODE_DELETED. */
    void remove(String path) {
        Node node = nodes.get(path);
        if (node == null) {
            return;
        }
        for (String child : new ArrayList<>(node.children)) {
            remove(child);
        }
        nodes.remove(path);
        Node parent = path.equals(root) ? null : nodes.get(parentOf(path));
        if (parent != null) {
            parent.children.remove(path);
        }
        events.event(Type.NODE_DELETED, node.data, null);
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
        for (String cached : new ArrayList<>(node.children)) {
            // a child created after this listing was taken is not gone
            if (!listed.contains(cached) && nodes.get(cached).data.getStat().czxid() <= pzxid) {
                remove(cached);
            }
        }
        node.childrenPzxid = pzxid;
        return fresh;
    }

    void clear() {
        nodes.clear();
    }

    /** Levels below the root: the root is 0. */
    int depth(String path) {
        if (path.equals(root)) {
            return 0;
        }
        String rest = root.equals("/") ? path : path.substring(root.length());
        return (int) rest.chars().filter(c -> c == '/').count();
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
