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
 * {@link CacheTree}'s mzxid comparison alone keeps a change from being reported twice. It sends nothing: it
 * answers the engine's questions. Runs on the engine's serial executor.
 */
final class NotificationZxids {

    private final CacheTree tree;
    /** Nodes with a read on its way for a notification, and the highest zxid heard of since it was sent. */
    private final Map<String, Long> awaited = new HashMap<>();

    NotificationZxids(CacheTree tree) {
        this.tree = tree;
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

    /**
     * A node created or changed: whether to read it now. Not if the cache holds the change, nor if a read is
     * on its way (that read must then reach this zxid).
     */
    boolean needsRead(WatchedEvent event) {
        String path = event.path();
        long zxid = event.zxid();
        if (zxid <= 0) {
            return true;
        }
        if (known(event)) {
            return false;
        }
        Long reading = awaited.get(path);
        awaited.put(path, reading == null ? zxid : Math.max(reading, zxid));
        return reading == null;
    }

    /** A node deleted at {@code event}'s zxid: a read on its way for an earlier change needs no second one. */
    void deleted(WatchedEvent event) {
        awaited.computeIfPresent(event.path(), (path, zxid) -> zxid < event.zxid() ? null : zxid);
    }

    /**
     * A notification's read of {@code path} was answered ({@code applied}: and the tree holds the answer):
     * whether to read it once more, as the answer was taken before the latest change heard of. A read that
     * failed or was left unapplied is not read again here: the engine's failure rules, or the parent's load, do.
     */
    boolean needsReadAgain(String path, boolean applied) {
        Long zxid = awaited.remove(path);
        if (zxid == null || !applied) {
            return false;
        }
        CacheTree.Node node = tree.node(path);
        if (node == null || node.mzxid() < zxid) {
            awaited.put(path, zxid);
            return true;
        }
        return false;
    }
}
