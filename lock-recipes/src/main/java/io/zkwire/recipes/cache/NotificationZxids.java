// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.cache;

import io.zkwire.client.WatchedEvent;
import java.util.HashMap;
import java.util.Map;

/**
 * Which notifications cost a read, by the zxid ZooKeeper 3.9 and later put in each: none whose change the
 * cache holds already (a read answered after it, such as the first load's), and at most one read per node at a
 * time: notifications of a node whose read is on its way only raise the zxid that read must reach, and it is
 * read again only if its answer falls short. Without a zxid (older servers) every notification is read, and
 * {@link CacheTree}'s mzxid comparison alone keeps a change from being reported twice.
 * Runs on the engine's serial executor.
 */
final class NotificationZxids {

    private final CacheTree tree;
    private final TreeReader reader;
    /** Nodes with a read on its way for a notification, and the highest zxid heard of since it was sent. */
    private final Map<String, Long> awaited = new HashMap<>();

    NotificationZxids(CacheTree tree, TreeReader reader) {
        this.tree = tree;
        this.reader = reader;
    }

    /**
     * Whether the cache holds {@code event}'s change already: the node's mzxid (created or changed) or its
     * children's pzxid is at or past the event's zxid, or (deleted) the cached node was created after the delete,
     * which was of an earlier incarnation. Always false where the server sent no zxid.
     */
    boolean known(WatchedEvent event) {
        long zxid = event.zxid();
        CacheTree.Node node = zxid > 0 ? tree.node(event.path()) : null;
        if (node == null) {
            return false;
        }
        return switch (event.type()) {
            case NodeCreated, NodeDataChanged -> node.mzxid() >= zxid;
            case NodeChildrenChanged -> node.childrenPzxid >= zxid;
            case NodeDeleted -> node.czxid() > zxid;
            default -> false;
        };
    }

    /** A node created or changed: read it unless the cache or a read on its way covers the change. */
    void changed(WatchedEvent event) {
        String path = event.path();
        long zxid = event.zxid();
        if (zxid <= 0) {
            reader.refresh(path, ok -> { });
            return;
        }
        if (known(event)) {
            return;
        }
        Long reading = awaited.get(path);
        if (reading != null) {
            awaited.put(path, Math.max(reading, zxid));
            return;
        }
        awaited.put(path, zxid);
        reader.refresh(path, ok -> answered(path, ok));
    }

    /** A node deleted at {@code event}'s zxid: a read on its way for an earlier change needs no second one. */
    void deleted(WatchedEvent event) {
        awaited.computeIfPresent(event.path(), (path, zxid) -> zxid < event.zxid() ? null : zxid);
    }

    private void answered(String path, boolean ok) {
        Long zxid = awaited.remove(path);
        if (zxid == null || !ok) {
            return; // a failed read is read again by the engine's rules; one left unapplied, by its parent's load
        }
        CacheTree.Node node = tree.node(path);
        if (node == null || node.mzxid() < zxid) {
            // the answer was taken before the latest change heard of: read once more
            awaited.put(path, zxid);
            reader.refresh(path, again -> answered(path, again));
        }
    }
}
