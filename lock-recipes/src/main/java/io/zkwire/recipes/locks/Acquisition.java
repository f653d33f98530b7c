package io.zkwire.recipes.locks;

import java.util.concurrent.CompletableFuture;

/**
 * One held lock or lease, not tied to a thread (zkwire's asynchronous API; Curator has none).
 *
 * <ul>
 *   <li>{@link #fencingToken()}: the own node's czxid, taken from the create2 reply. Every later
 *       acquisition of the same lock, in any process, on any server of the ensemble, gets a larger one,
 *       so a resource that remembers the largest token it has seen can refuse a holder that lost the
 *       lock without knowing (GC pause, partition). Curator offers no such token.</li>
 *   <li>{@link #lost()}: completes when the holder can no longer trust the lock (see
 *       {@link LockLoss.Reason}), or with {@code RELEASED} after a normal release. Curator leaves
 *       detecting this to the application's connection-state listener and cannot tell a deleted node.</li>
 * </ul>
 */
public interface Acquisition {

    /** The full path of the own lock (or lease) node. */
    String nodePath();

    /** The own node's czxid: unique per acquisition and increasing across the ensemble. */
    long fencingToken();

    /**
     * Completes once, on a shared callback executor (never on the client's event thread; a future asked
     * for after the fact is already complete, so its stages run on the asking thread): with the reason
     * the lock can no longer be trusted, or {@link LockLoss.Reason#RELEASED} after a release. SUSPENDED
     * (a dropped connection) is not a loss: the session may survive it, and if it does not, the client
     * reports LOST within the session timeout. Closing the client ends the session but does not complete
     * this future (the client has no closed signal yet).
     *
     * <p>A deletion of the own node by someone else is watched for from the first call of this method on
     * (for a revocable lock, or an acquisition that had to wait, from the node's creation): a node already
     * gone by then is reported as soon as the server says so. Until someone asks, no watch is set, so an
     * uncontended cycle nobody observes costs no extra read. Session loss is noticed either way.
     */
    CompletableFuture<LockLoss> lost();

    /**
     * Releases: deletes the own node with a guaranteed delete. The future completes once the delete is
     * sent, without waiting for the server's answer (see {@link InterProcessLock#release()}): every later
     * request of this client is handled after it. If that attempt fails it is retried in the background
     * until the node is gone (a failure no retry can fix, such as NoAuth, is logged); releasing twice is a
     * no-op.
     */
    CompletableFuture<Void> releaseAsync();
}
