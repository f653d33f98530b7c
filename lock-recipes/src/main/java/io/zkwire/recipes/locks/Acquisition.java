package io.zkwire.recipes.locks;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * One held lock or lease, not tied to a thread (zkwire's asynchronous API; Curator has none).
 *
 * <p>The lost-signal model: <b>{@link #lost()} completes only when the lock is lost unexpectedly (session
 * lost, node deleted by someone else, client closed while held), never on a normal release, which
 * completes {@link #released()} instead.</b>
 *
 * <ul>
 *   <li>{@link #fencingToken()}: the own node's czxid, taken from the create2 reply. Every later
 *       acquisition of the same lock, in any process, on any server of the ensemble, gets a larger one,
 *       so a resource that remembers the largest token it has seen can refuse a holder that lost the
 *       lock without knowing (GC pause, partition). Curator offers no such token.</li>
 *   <li>{@link #lost()} / {@link #isLost()}: the loss, visible the instant the client decides it (the
 *       future is done and the flag set on the deciding thread), while caller stages run on a callback
 *       executor. Curator leaves detecting this to the application's connection-state listener and cannot
 *       tell a deleted node.</li>
 * </ul>
 */
public interface Acquisition {

    /** The full path of the own lock (or lease) node. */
    String nodePath();

    /**
     * The own node's czxid (a downgraded read lock keeps its write lock's token): monotonic per lock path,
     * so an acquisition granted after another was released has a larger token, in any process.
     */
    long fencingToken();

    /**
     * Completes, at most once, with the reason the lock can no longer be trusted; never on a normal
     * release. Done (isDone, get, join) the instant the loss is decided; every dependent stage, the
     * non-async ones included, runs on the default callback executor, {@code ForkJoinPool.commonPool()}
     * (choose another with {@link #lost(Executor)}), never on the client's event thread. SUSPENDED (a
     * dropped connection) is not a loss: the session may survive it, and if it does not, the client
     * reports LOST within the session timeout.
     *
     * <p>A deletion of the own node by someone else (and the client's close) is watched for from the first
     * call of this method, {@link #lost(Executor)} or {@link #isLost()} on (for a revocable lock from the
     * node's creation; for a waiter whose wait may end without a new listing, because it watches its only
     * blocker or a local contender, from that wait): a node already gone by then is reported as soon as the
     * server says so. Until someone asks, no watch is set, so an uncontended cycle nobody observes costs no
     * extra read. Session loss is noticed either way.
     */
    CompletableFuture<LockLoss> lost();

    /** As {@link #lost()}, with every dependent stage running on {@code executor}. */
    CompletableFuture<LockLoss> lost(Executor executor);

    /** True from the instant {@link #lost()} is decided: the holder must stop acting as the holder. */
    boolean isLost();

    /**
     * Completes once this acquisition was released normally ({@link #releaseAsync()}, or the blocking
     * release of the lock object), when its delete is sent; never if it was lost first. Stages run on the
     * default callback executor.
     */
    CompletableFuture<Void> released();

    /**
     * Releases: deletes the own node with the client's guaranteed delete. On a live connection the future
     * completes once the delete is handed to it, without waiting for the server's answer (see
     * {@link InterProcessLock#release()}): every later request of this client is handled after it. While the
     * client is disconnected it completes once the delete was answered instead, waiting as a synchronous call
     * does (connectionTimeoutMs for a connection), or when the session is lost (the node goes with it); if the
     * delete was not confirmed by then it fails with the delete's KeeperException (ConnectionLoss), whose
     * message says so. A delete that fails is retried in the background until the node is gone, and
     * {@code ZkClient.close()} waits for it within its connection timeout (a failure no retry can fix, such
     * as NoAuth, is logged); the acquisition is released either way, and releasing twice is a no-op. Stages
     * run on the default callback executor.
     */
    CompletableFuture<Void> releaseAsync();
}
