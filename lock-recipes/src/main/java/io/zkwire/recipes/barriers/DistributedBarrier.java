package io.zkwire.recipes.barriers;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.Blocking;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code DistributedBarrier}: while the barrier node exists, waiters wait; removing it lets them
 * all through. The node is {@code barrierPath} itself, persistent, created with container parents and
 * Curator's default data (this host's address), so Curator and zkwire processes share one barrier.
 *
 * <p>Beyond Curator: {@link #waitOnBarrierAsync()} and {@link #waitOnBarrierAsync(long, TimeUnit)} wait
 * without a thread (a watch, plus a timer entry if timed). A timed wait returns false at its deadline even
 * while the client is disconnected; an untimed wait outlives disconnects and session changes (the barrier
 * node is persistent, so no session owns it) and checks again after every reconnect; it fails only when
 * the client is closed or the server refuses the read (e.g. NoAuth).
 */
public class DistributedBarrier {

    private final Nodes nodes;
    private final String barrierPath;

    /**
     * @param client      a started client
     * @param barrierPath the barrier node's path
     */
    public DistributedBarrier(ZkClient client, String barrierPath) {
        this.nodes = new Nodes(client);
        this.barrierPath = ZPaths.validate(barrierPath);
    }

    /** Creates the barrier node (and missing parents, as containers); an existing barrier is left as it is. */
    public void setBarrier() throws Exception {
        try {
            nodes.client().create().creatingParentContainersIfNeeded().forPath(barrierPath, DefaultNodeData.get());
        } catch (KeeperException.NodeExistsException alreadySet) {
            // set by someone else: the same outcome
        }
    }

    /** Deletes the barrier node, letting every waiter through; a missing barrier is not an error. */
    public void removeBarrier() throws Exception {
        nodes.client().delete().quietly().forPath(barrierPath);
    }

    /** Blocks until the barrier node is gone. */
    public void waitOnBarrier() throws Exception {
        Blocking.await(waitOnBarrierAsync());
    }

    /**
     * Blocks until the barrier node is gone or the time is up.
     *
     * @return true if the barrier is gone, false if the time ran out first
     */
    public boolean waitOnBarrier(long maxWait, TimeUnit unit) throws Exception {
        return Blocking.await(waitOnBarrierAsync(maxWait, unit));
    }

    /** Completes with true once the barrier node is gone; cancelling it stops waiting. */
    public CompletableFuture<Boolean> waitOnBarrierAsync() {
        return new Waiter().start(-1);
    }

    /** Completes with true once the barrier node is gone, with false when the time runs out first. */
    public CompletableFuture<Boolean> waitOnBarrierAsync(long maxWait, TimeUnit unit) {
        return new Waiter().start(WaitLoop.timeoutNanos(maxWait, unit));
    }

    /** The barrier node's path. */
    public String barrierPath() {
        return barrierPath;
    }

    /** Looks for the barrier node with a watch; through once it is gone. */
    private final class Waiter extends WaitLoop {

        Waiter() {
            super(nodes, "DistributedBarrier.waitOnBarrier", barrierPath);
        }

        @Override
        CompletableFuture<Progress> step() {
            return nodes.client().async().checkExists().usingWatcher(wakeOnEvent).forPath(barrierPath)
                    .thenApply(stat -> stat == null ? Progress.DONE : Progress.WAITING);
        }

        @Override
        void gaveUp() {
            // nothing of ours on the server (the watch is one-shot and harmless)
        }
    }
}
