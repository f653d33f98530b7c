package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.MutexWithNodeData;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.internal.nodes.Nodes;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.UnaryOperator;

/**
 * One lock path as a lock object uses it, shared by its contenders (Curator's {@code LockInternals} minus the
 * waiting): the path and sort order, the coalescing children reader, the node data, the revocation listener,
 * and the directory of this process's live contenders by node name, which tells a waiter whose predecessor is
 * local whether that predecessor held the lock. It decides nothing; the settings are published
 * ({@link Snapshot}) by the user's calls and read by the contenders.
 */
final class LockPath {

    private final Nodes nodes;
    private final String basePath;
    private final UnaryOperator<String> sortKey;
    private final ChildrenReader children;
    private final Snapshot<byte[]> data; // a private copy, never changed once published
    private final Snapshot<Revocation> revocation = new Snapshot<>(null);
    private final Snapshot<MutexWithNodeData.OwnNodes> ownNodes = new Snapshot<>(MutexWithNodeData.OwnNodes.NONE);
    /** Written by each contender's serial tasks and read by the others': a concurrent map is the structure. */
    private final ConcurrentMap<String, Contender> local = new ConcurrentHashMap<>();

    /** @param data the lock node data; null for Curator's default (this host's address) */
    LockPath(Nodes nodes, String basePath, UnaryOperator<String> sortKey, byte[] data) {
        this.nodes = nodes;
        this.basePath = basePath;
        this.sortKey = sortKey;
        this.children = new ChildrenReader(nodes.client(), basePath, sortKey);
        this.data = new Snapshot<>(data == null ? null : data.clone());
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
        if (revocable()) {
            return new byte[0];
        }
        byte[] d = data.read();
        return d != null ? d.clone() : DefaultNodeData.get();
    }

    /** Curator's {@code setNodeData}: used by nodes created from now on; null for the default. */
    void setData(byte[] nodeData) {
        data.publish(nodeData == null ? null : nodeData.clone());
    }

    void makeRevocable(Revocation listener) {
        revocation.publish(listener);
    }

    /** Whether revocation requests can arrive: then every own node is watched from its creation on. */
    boolean revocable() {
        return revocation.read() != null;
    }

    void onNodeData(byte[] nodeData) {
        Revocation r = revocation.read();
        if (r != null) {
            r.onNodeData(nodeData);
        }
    }

    void register(String nodeName, Contender contender) {
        local.put(nodeName, contender);
        ownNodes.read().created(nodeName);
    }

    void unregister(String nodeName, Contender contender) {
        if (local.remove(nodeName, contender)) {
            ownNodes.read().nodeDeleted(nodeName);
        }
    }

    /** Tells {@code observer} of each node this lock's contenders create, and of its end. */
    void observeOwnNodes(MutexWithNodeData.OwnNodes observer) {
        ownNodes.publish(observer);
    }

    /** The local contender owning a node, or null if the node is not ours (or already released). */
    Contender local(String nodeName) {
        return local.get(nodeName);
    }

    /** Makes every local waiter list the children again: its policy's inputs changed (a lease count). */
    void relistWaiters() {
        local.values().forEach(contender -> contender.deliver(new ContenderEvent.InputsChanged()));
    }

    /** Whether an acquisition of this lock object is held in this process. */
    boolean heldHere() {
        return local.values().stream().anyMatch(Contender::holds);
    }
}
