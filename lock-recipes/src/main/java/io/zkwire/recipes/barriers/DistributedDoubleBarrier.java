package io.zkwire.recipes.barriers;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.internal.Blocking;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code DistributedDoubleBarrier}: members {@link #enter()} and wait until {@code memberQty}
 * have entered, work, then {@link #leave()} and wait until all have left. Curator 5.9's layout, so
 * Curator and zkwire members share one barrier:
 * <ul>
 *   <li>each member is an ephemeral child {@code <barrierPath>/<random UUID>} with Curator's default
 *       data, created with container parents;</li>
 *   <li>entering: look for {@code <barrierPath>/ready} (with a watch) and create the own node; through if
 *       {@code ready} exists, else count the children: the member that sees {@code memberQty} or more
 *       creates {@code ready} (persistent, default data), which wakes the others;</li>
 *   <li>leaving (ZooKeeper's double-barrier recipe): members sort by name, {@code ready} left out; the
 *       lowest waits for the highest to go and leaves last, every other member deletes its node and waits
 *       for the lowest to go; whoever finds no member left deletes {@code ready}.</li>
 * </ul>
 *
 * <p>Where zkwire does better than Curator (docs/guide/barriers.md): a timed {@code enter} or
 * {@code leave} that runs out of time, or an async one that is cancelled, deletes the own node, so the
 * others neither count a member that gave up nor wait for it in {@code leave} (Curator leaves the node,
 * and its lowest member's timed-out leave blocks the rest); a member's own node that
 * vanishes (its session expired) while leaving means it has left, not an IllegalStateException; a session
 * change while entering creates the node again on the new session, so the barrier is not stuck one member
 * short; disconnects are waited out (the loop looks again after every reconnect) instead of failing with
 * ConnectionLoss; timed waits keep their deadline while disconnected.
 *
 * <p>As in Curator, {@code memberQty} is a threshold, not a limit, and a member that dies after entering
 * still counts until its session expires; a member that is alive but never calls {@code leave} holds the
 * others' {@code leave} (untimed) forever.
 */
public class DistributedDoubleBarrier {

    static final String READY_NODE = "ready";

    private final Nodes nodes;
    private final String barrierPath;
    private final int memberQty;
    private final String ourPath;
    private final String readyPath;

    /**
     * @param client      a started client
     * @param barrierPath the barrier's parent node
     * @param memberQty   how many members must enter before any passes (a threshold: more may enter)
     */
    public DistributedDoubleBarrier(ZkClient client, String barrierPath, int memberQty) {
        if (memberQty <= 0) {
            throw new IllegalArgumentException("memberQty must be at least 1, got " + memberQty
                    + ": pass the number of members that must enter before any of them passes");
        }
        this.nodes = new Nodes(client);
        this.barrierPath = ZPaths.validate(barrierPath);
        this.memberQty = memberQty;
        this.ourPath = ZPaths.join(this.barrierPath, UUID.randomUUID().toString());
        this.readyPath = ZPaths.join(this.barrierPath, READY_NODE);
    }

    /** Enters and blocks until {@code memberQty} members have entered. */
    public void enter() throws Exception {
        Blocking.await(enterAsync());
    }

    /** Enters and blocks until {@code memberQty} members have entered (true) or the time is up (false). */
    public boolean enter(long maxWait, TimeUnit unit) throws Exception {
        return Blocking.await(enterAsync(maxWait, unit));
    }

    /** Leaves and blocks until all members have left. */
    public void leave() throws Exception {
        Blocking.await(leaveAsync());
    }

    /** Leaves and blocks until all members have left (true) or the time is up (false). */
    public boolean leave(long maxWait, TimeUnit unit) throws Exception {
        return Blocking.await(leaveAsync(maxWait, unit));
    }

    /** {@link #enter()} without a thread: completes with true once enough members entered. */
    public CompletableFuture<Boolean> enterAsync() {
        return new Entering().start(-1);
    }

    /** {@link #enter(long, TimeUnit)} without a thread. */
    public CompletableFuture<Boolean> enterAsync(long maxWait, TimeUnit unit) {
        return new Entering().start(WaitLoop.timeoutNanos(maxWait, unit));
    }

    /** {@link #leave()} without a thread: completes with true once all members left. */
    public CompletableFuture<Boolean> leaveAsync() {
        return new Leaving().start(-1);
    }

    /** {@link #leave(long, TimeUnit)} without a thread. */
    public CompletableFuture<Boolean> leaveAsync(long maxWait, TimeUnit unit) {
        return new Leaving().start(WaitLoop.timeoutNanos(maxWait, unit));
    }

    /** The member count given at construction: how many must enter before any passes. */
    public int memberQty() {
        return memberQty;
    }

    /** This member's node: {@code <barrierPath>/<uuid>}. */
    public String ourPath() {
        return ourPath;
    }

    private abstract class Wait extends WaitLoop {
        Wait(String recipe) {
            super(nodes, recipe, barrierPath);
        }

        @Override
        void gaveUp() {
            nodes.deleteGuaranteed(ourPath); // so nobody counts or waits for a member that gave up
        }
    }

    private final class Entering extends Wait {

        Entering() {
            super("DistributedDoubleBarrier.enter");
        }

        @Override
        CompletableFuture<Progress> step() {
            var client = nodes.client().async();
            // both sent at once, answered in order: the ready check precedes our node, as in Curator
            var ready = client.checkExists().usingWatcher(wakeOnEvent).forPath(readyPath);
            var ours = client.create().creatingParentContainersIfNeeded().withMode(CreateMode.EPHEMERAL)
                    .forPath(ourPath, DefaultNodeData.get())
                    .exceptionally(failure -> ifNodeExists(failure, ourPath)); // same session, a later step
            return ready.thenCombine(ours, (stat, created) -> stat != null).thenCompose(isReady -> isReady
                    ? CompletableFuture.completedFuture(Progress.DONE)
                    : client.getChildren().forPath(barrierPath).thenCompose(this::readyIfComplete));
        }

        private CompletableFuture<Progress> readyIfComplete(List<String> children) {
            if (children.size() < memberQty) {
                return CompletableFuture.completedFuture(Progress.WAITING); // the ready watch wakes us
            }
            return nodes.client().async().create().forPath(readyPath, DefaultNodeData.get())
                    .exceptionally(failure -> ifNodeExists(failure, readyPath))
                    .thenApply(created -> Progress.DONE);
        }
    }

    private final class Leaving extends Wait {

        Leaving() {
            super("DistributedDoubleBarrier.leave");
        }

        @Override
        CompletableFuture<Progress> step() {
            return nodes.client().async().getChildren().forPath(barrierPath)
                    .exceptionally(failure -> {
                        if (ReplyFailures.isNoNode(failure)) {
                            return List.of();
                        }
                        throw WaitLoop.asCompletionException(failure);
                    })
                    .thenCompose(this::leaveAmong);
        }

        private CompletableFuture<Progress> leaveAmong(List<String> children) {
            List<String> members = new ArrayList<>(children);
            members.remove(READY_NODE);
            Collections.sort(members);
            String ourName = ZPaths.name(ourPath);
            int ourIndex = members.indexOf(ourName); // -1: deleted, or our session expired: we are out
            if (members.isEmpty() || (members.size() == 1 && ourIndex < 0)) {
                return deleteReady();
            }
            if (members.size() == 1) {
                return nodes.client().async().delete().quietly().forPath(ourPath).thenCompose(v -> deleteReady());
            }
            var client = nodes.client().async();
            if (ourIndex == 0) { // the lowest leaves last: wait for the highest
                String highest = ZPaths.join(barrierPath, members.get(members.size() - 1));
                return client.checkExists().usingWatcher(wakeOnEvent).forPath(highest).thenApply(WaitLoop::waitIfExists);
            }
            String lowest = ZPaths.join(barrierPath, members.get(0));
            var watched = client.checkExists().usingWatcher(wakeOnEvent).forPath(lowest);
            var deleted = ourIndex > 0 ? client.delete().quietly().forPath(ourPath) : CompletableFuture.<Void>completedFuture(null);
            return watched.thenCombine(deleted, (stat, v) -> WaitLoop.waitIfExists(stat));
        }

        private CompletableFuture<Progress> deleteReady() {
            return nodes.client().async().delete().quietly().forPath(readyPath).thenApply(v -> Progress.DONE);
        }
    }

    private static String ifNodeExists(Throwable failure, String path) {
        if (ReplyFailures.isNodeExists(failure)) {
            return path;
        }
        throw WaitLoop.asCompletionException(failure);
    }
}
