package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.MutexWithNodeData;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.internal.nodes.Nodes;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;

/**
 * What the contenders of one lock object share (Curator's {@code LockInternals} minus the waiting): the
 * lock path and sort order, the coalescing children reader, the node data, the revocation listener, and
 * the directory of this process's live contenders by node name, which lets a waiter whose predecessor is
 * local know whether that predecessor held the lock.
 */
final class LockEngine {

    private final Nodes nodes;
    private final String basePath;
    private final UnaryOperator<String> sortKey;
    private final ChildrenReader children;
    private volatile byte[] data;
    private final ConcurrentMap<String, Contender> local = new ConcurrentHashMap<>();
    private final AtomicInteger held = new AtomicInteger();
    private volatile Revocation revocation;
    private volatile MutexWithNodeData.OwnNodes ownNodes = MutexWithNodeData.OwnNodes.NONE;

    /** @param data the lock node data; null for Curator's default (this host's address) */
    LockEngine(Nodes nodes, String basePath, UnaryOperator<String> sortKey, byte[] data) {
        this.nodes = nodes;
        this.basePath = basePath;
        this.sortKey = sortKey;
        this.children = new ChildrenReader(nodes.client(), basePath, sortKey);
        this.data = data == null ? null : data.clone();
    }

    /** Starts contending at once. */
    Contender contend(NodeRequest request, Deadline deadline) {
        return new Contender(this, request, deadline).start();
    }

    Nodes nodes() {
        return nodes;
    }

    String basePath() {
        return basePath;
    }

    UnaryOperator<String> sortKey() {
        return sortKey;
    }

    ChildrenReader children() {
        return children;
    }

    /** Curator: empty for a revocable lock (the data carries the revocation request), else data or default. */
    byte[] nodeData() {
        if (revocation != null) {
            return new byte[0];
        }
        byte[] d = data;
        return d != null ? d.clone() : DefaultNodeData.get();
    }

    /** Curator's {@code setNodeData}: used by nodes created from now on; null for the default. */
    void setData(byte[] nodeData) {
        this.data = nodeData == null ? null : nodeData.clone();
    }

    void makeRevocable(Revocation revocation) {
        this.revocation = revocation;
    }

    /** Whether revocation requests can arrive: then every own node is watched from its creation on. */
    boolean revocable() {
        return revocation != null;
    }

    void onNodeData(byte[] nodeData) {
        Revocation r = revocation;
        if (r != null) {
            r.onNodeData(nodeData);
        }
    }

    void register(String nodeName, Contender contender) {
        local.put(nodeName, contender);
        ownNodes.created(nodeName);
    }

    void unregister(String nodeName, Contender contender) {
        if (local.remove(nodeName, contender)) {
            ownNodes.forgotten(nodeName);
        }
    }

    /** Tells {@code observer} of each node this lock's contenders create, and of its end. */
    void observeOwnNodes(MutexWithNodeData.OwnNodes observer) {
        this.ownNodes = observer;
    }

    /** The local contender owning a node, or null if the node is not ours (or already released). */
    Contender local(String nodeName) {
        return local.get(nodeName);
    }

    /** Makes every local waiter list the children again: its policy's inputs changed (a lease count). */
    void reevaluateWaiters() {
        local.values().forEach(Contender::reevaluate);
    }

    void onGranted() {
        held.incrementAndGet();
    }

    void onReleased() {
        held.decrementAndGet();
    }

    /** How many acquisitions of this lock object are held in this process. */
    int heldCount() {
        return held.get();
    }
}
