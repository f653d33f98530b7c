package io.zkwire.recipes.locks;

import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.DeadlineTimer;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.internal.observe.RecipeEvents;
import io.zkwire.recipes.locks.ContenderEvent.Abandoned;
import io.zkwire.recipes.locks.ContenderEvent.ClientClosed;
import io.zkwire.recipes.locks.ContenderEvent.Created;
import io.zkwire.recipes.locks.ContenderEvent.DeadlinePassed;
import io.zkwire.recipes.locks.ContenderEvent.InputsChanged;
import io.zkwire.recipes.locks.ContenderEvent.Listed;
import io.zkwire.recipes.locks.ContenderEvent.LossObserved;
import io.zkwire.recipes.locks.ContenderEvent.OwnNodeData;
import io.zkwire.recipes.locks.ContenderEvent.OwnNodeDeleted;
import io.zkwire.recipes.locks.ContenderEvent.PredecessorGone;
import io.zkwire.recipes.locks.ContenderEvent.ReadFailed;
import io.zkwire.recipes.locks.ContenderEvent.ReleaseAsked;
import io.zkwire.recipes.locks.ContenderEvent.SessionChanged;
import io.zkwire.recipes.locks.ContenderEvent.WatchFired;
import io.zkwire.recipes.locks.ContenderEvent.WatchSet;
import io.zkwire.recipes.internal.nodes.SessionEvents;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * One acquisition of one lock, from create to release, as Curator's {@code LockInternals} loop but without a
 * parked thread. Everything that happens to it arrives as a {@link ContenderEvent} in its
 * {@link SerialExecutor}, and {@code decide} alone decides what follows; the node ({@link OwnNode}), the
 * watches ({@link OneShotWatch}, {@link OwnNodeWatch}), the listings and the deadline only deliver events.
 *
 * <p>Steps: a protected create with the children listing pipelined behind it; the policy's verdict on the
 * listing; then the lock, or a watch on what the policy names (Curator's watch target). Beyond Curator, and
 * invisible to it: a waiter may take the lock when its watched node goes without listing again
 * ({@code grantOrListAgain}); a waiter whose node goes starts over with a new one; a holder reports its loss.
 */
final class Contender implements Attempt<HeldLock>, ContenderEvent.Inbox, DeadlineTimer.Waiter {

    /** How often a waiter starts over with a new node (session loss, own node deleted) before failing. */
    static final int MAX_RESTARTS = 3;
    /** How many listing or watch requests may fail with connection loss in a row before failing. */
    static final int MAX_REQUEST_FAILURES = 5;

    private enum Phase { CREATING, LISTING, WAITING, HELD, DONE }

    /** What other threads may know of a contender. */
    private enum Standing { CONTENDING, HOLDING, RELEASED, GAVE_UP }

    private final LockPath lock;
    private final NodeRequest request;
    private final SerialExecutor serial = new SerialExecutor();
    private final DeadlineTimer deadline;
    private final CompletableFuture<Optional<HeldLock>> outcome = new CompletableFuture<>();
    private final CompletableFuture<Optional<HeldLock>> observedOutcome; // outcome, after its JFR event if recorded
    private final CompletableFuture<Boolean> grantedAtOnce = new CompletableFuture<>();
    private final Snapshot<Standing> standing = new Snapshot<>(Standing.CONTENDING);

    // Touched only inside serial tasks.
    private Phase phase = Phase.CREATING;
    private int restarts;
    private int requestFailures;
    private OwnNode node; // the current node; events about older ones are ignored
    private OneShotWatch watch; // the wait's watch; null when not waiting
    private Verdict.WaitForNode waitingFor; // the watched node's verdict; null unless watching a node
    private Contender localPredecessor; // the watched node's local owner, if the policy lets us inherit the head
    private SessionEvents.Subscription sessionEvents;
    private HeldLock held;

    Contender(LockPath lock, NodeRequest request, Deadline deadline) {
        this.lock = lock;
        this.request = request;
        this.deadline = new DeadlineTimer(deadline, DeadlineTimer.Clock.RECIPES, serial, this);
        this.observedOutcome = RecipeEvents.acquiring(lock.basePath(), outcome, HeldLock::nodePath);
    }

    Contender start() {
        serial.execute(() -> {
            // LOST at once: a holder's lost signal must not wait behind user code on the client's event thread
            sessionEvents = lock.nodes().sessionEvents()
                    .subscribeWithLostAtOnce(state -> deliver(new SessionChanged(state)));
            deadline.arm();
            createNode();
        });
        return this;
    }

    /** Hands {@code event} to this contender's serial executor, where {@link #decide} takes it. */
    @Override
    public void deliver(ContenderEvent event) {
        serial.execute(() -> decide(event));
    }

    @Override
    public CompletableFuture<Optional<HeldLock>> outcome() {
        return observedOutcome;
    }

    @Override
    public void abandon() {
        deliver(new Abandoned());
    }

    @Override
    public void releaseUnclaimed(HeldLock acquired) {
        acquired.release();
    }

    /**
     * True when the listing pipelined with the create grants the lock (nobody else held it or queued for it),
     * false as soon as it is clear that it did not: the contender has to wait, starts over, or gives up.
     */
    CompletableFuture<Boolean> grantedAtOnce() {
        return grantedAtOnce;
    }

    /** True once this contender held the lock: a local successor may inherit the head from it. */
    boolean reachedHead() {
        Standing now = standing.read();
        return now == Standing.HOLDING || now == Standing.RELEASED;
    }

    /** True from the grant until the release. */
    boolean holds() {
        return standing.read() == Standing.HOLDING;
    }

    /** The one place a contender decides what follows from what happened; runs in its serial tasks only. */
    private void decide(ContenderEvent event) {
        if (event instanceof ReleaseAsked asked) {
            release(asked.sent());
        } else if (phase == Phase.DONE || isStale(event)) {
            return; // settled, or about a node, listing or watch this contender has moved on from
        } else if (event instanceof Created created) {
            onCreated(created);
        } else if (event instanceof Listed listed) {
            evaluate(listed.children(), listed.afterCreate(), false);
        } else if (event instanceof WatchSet set) {
            onWatchSet(set);
        } else if (event instanceof PredecessorGone) {
            grantOrListAgain();
        } else if (event instanceof WatchFired) {
            lookAgain();
        } else if (event instanceof ReadFailed failed) {
            retryOrFail(failed.failure());
        } else if (event instanceof SessionChanged changed && node.goneWithSession(changed.state())) {
            onNodeLost(LockLoss.Reason.SESSION_LOST);
        } else if (event instanceof OwnNodeDeleted) {
            onNodeLost(LockLoss.Reason.NODE_DELETED);
        } else if (event instanceof OwnNodeData data) {
            lock.onNodeData(data.data());
        } else if (event instanceof ClientClosed) {
            onClientClosed();
        } else if (event instanceof DeadlinePassed || event instanceof Abandoned) {
            giveUp(null);
        } else if (event instanceof InputsChanged && phase == Phase.WAITING) {
            relist();
        } else if (event instanceof LossObserved && phase == Phase.HELD) {
            node.watchFromNowOn();
        }
    }

    /** Whether {@code event} is about a node, listing or watch this contender has moved on from. */
    private boolean isStale(ContenderEvent event) {
        if (event instanceof Created created) {
            return created.node() != node || phase != Phase.CREATING;
        } else if (event instanceof Listed listed) {
            return listed.node() != node || phase != Phase.LISTING;
        } else if (event instanceof ReadFailed failed) {
            return failed.read() != watch && (failed.read() != node || phase != Phase.LISTING);
        } else if (event instanceof WatchSet set) {
            return set.watch() != watch;
        } else if (event instanceof PredecessorGone gone) {
            return gone.watch() != watch;
        } else if (event instanceof WatchFired fired) {
            return fired.watch() != watch;
        } else if (event instanceof OwnNodeDeleted deleted) {
            return deleted.node() != node;
        } else if (event instanceof OwnNodeData data) {
            return data.node() != node;
        }
        return false;
    }

    private void createNode() {
        phase = Phase.CREATING;
        OwnNode n = OwnNode.create(lock, request);
        node = n;
        // Sent right behind the create: one round trip for both when the lock is free.
        CompletableFuture<SortedChildren> listing = request.policy().needsChildren() ? lock.children().read() : null;
        n.created().whenComplete((created, failure) -> deliver(new Created(n, created, failure, listing)));
    }

    private void onCreated(Created created) {
        if (created.failure() != null) {
            giveUp(created.failure());
            return;
        }
        node.onCreated(created.created(), this);
        if (created.listing() == null) {
            grant();
        } else {
            // If the create had to be retried, the pipelined listing may predate our node: not proof it vanished.
            awaitListing(created.listing(), false);
        }
    }

    private void awaitListing(CompletableFuture<SortedChildren> listing, boolean afterCreate) {
        endWait(true);
        phase = Phase.LISTING;
        OwnNode n = node;
        listing.whenComplete((children, failure) -> deliver(failure == null
                ? new Listed(n, children, afterCreate) : new ReadFailed(n, failure)));
    }

    /** Lists the children again (ending any wait) and lets the policy decide on that listing. */
    private void relist() {
        awaitListing(lock.children().read(), true);
    }

    /** Applies the policy to a listing; {@code childWatchSet}: the listing came with a child watch. */
    private void evaluate(SortedChildren children, boolean afterCreate, boolean childWatchSet) {
        requestFailures = 0;
        Verdict verdict;
        try {
            verdict = request.policy().evaluate(children, node.name());
        } catch (RuntimeException driverFailed) { // a user's LockInternalsDriver
            giveUp(driverFailed);
            return;
        }
        if (verdict instanceof Verdict.Holds) {
            grant();
        } else if (verdict instanceof Verdict.Missing) {
            missing(afterCreate);
        } else if (deadline.expired()) {
            giveUp(null);
        } else if (verdict instanceof Verdict.WaitForNode waitFor) {
            watchPredecessor(waitFor);
        } else if (!childWatchSet) {
            watchChildren();
        }
        // else: the child watch is set; wait for it
    }

    /** Our node is not in a listing: gone (session expired, deleted by someone), or the listing predates it. */
    private void missing(boolean afterCreate) {
        if (afterCreate) {
            restart();
        } else {
            relist();
        }
    }

    private void watchPredecessor(Verdict.WaitForNode waitFor) {
        startWaiting();
        waitingFor = waitFor;
        localPredecessor = request.policy().inheritsHead() ? lock.local(waitFor.name()) : null;
        if (waitFor.soleBlocker() || localPredecessor != null) {
            // The grant may skip the listing that would show our node gone: watch our node instead.
            node.watchFromNowOn();
        }
        watch = OneShotWatch.onNode(this, lock.nodes().client(), ZPaths.join(lock.basePath(), waitFor.name()));
    }

    /** Sets a child watch (again, after the children changed); its listing is evaluated when it comes. */
    private void watchChildren() {
        startWaiting();
        watch = OneShotWatch.onChildren(this, lock.nodes().client(), lock.basePath());
    }

    private void startWaiting() {
        endWait(true);
        phase = Phase.WAITING;
        grantedAtOnce.complete(false);
    }

    private void onWatchSet(WatchSet set) {
        if (set.children() != null) {
            evaluate(SortedChildren.sort(set.children(), lock.sortKey()), true, true);
        }
        // else: the node watch is set; wait for it to fire
    }

    /** The watched node changed, or the children changed: evaluate again (a child watch comes with its listing). */
    private void lookAgain() {
        if (waitingFor == null) {
            watchChildren();
        } else {
            relist();
        }
    }

    /**
     * The watched node is gone. It grants the lock without a new listing when it was the only thing in the way,
     * or when its local owner held the lock and nothing can sort between it and us; otherwise list again.
     */
    private void grantOrListAgain() {
        if (waitingFor.soleBlocker() || (localPredecessor != null && localPredecessor.reachedHead())) {
            grant();
        } else {
            relist();
        }
    }

    /** A listing or watch request failed: list again unless too many failed in a row or no retry can help. */
    private void retryOrFail(Throwable failure) {
        if (KeeperException.isRetryable(failure) && ++requestFailures <= MAX_REQUEST_FAILURES) {
            relist();
        } else {
            giveUp(failure);
        }
    }

    /** The lock is ours: hands out the hold. */
    private void grant() {
        phase = Phase.HELD;
        endWait(false); // a child watch whose listing granted fires at the latest on our own release
        deadline.cancel();
        held = new HeldLock(this, node.node(), request.inheritedToken());
        standing.publish(Standing.HOLDING);
        grantedAtOnce.complete(true); // unless it already said it had to wait
        outcome.complete(Optional.of(held));
    }

    /** The holder releases, once: the node's delete is sent, then {@code sent} completes. */
    private void release(CompletableFuture<Void> sent) {
        if (phase != Phase.HELD) {
            sent.complete(null);
            return;
        }
        phase = Phase.DONE;
        stopFollowingSession();
        standing.publish(Standing.RELEASED);
        CompletableFuture<Void> deleted = node.deleteOnRelease();
        held.reportReleased(); // before the release completes: its stages see released() done
        deleted.whenComplete((ignored, failure) -> reportSent(sent, failure));
    }

    /** Completes a release's {@code sent} as its delete's first attempt ended (see OwnNode#deleteOnRelease). */
    private static void reportSent(CompletableFuture<Void> sent, Throwable failure) {
        if (failure == null) {
            sent.complete(null);
        } else {
            sent.completeExceptionally(failure);
        }
    }

    /** Starts over with a new node; the old one is deleted (it may belong to an old session). */
    private void restart() {
        if (!request.restartable() || ++restarts > MAX_RESTARTS) {
            giveUp(new KeeperException.NoNodeException(node.node().path()));
            return;
        }
        grantedAtOnce.complete(false);
        endWait(true);
        node.delete();
        createNode();
    }

    /** Timeout or abandonment (failure null), or failure, of a contender that does not hold the lock. */
    private void giveUp(Throwable failure) {
        if (phase == Phase.HELD || phase == Phase.DONE) {
            return;
        }
        phase = Phase.DONE;
        standing.publish(Standing.GAVE_UP);
        grantedAtOnce.complete(false);
        endWait(true);
        deadline.cancel();
        stopFollowingSession();
        if (node != null) {
            node.delete();
        }
        if (failure == null) {
            outcome.complete(Optional.empty());
        } else {
            outcome.completeExceptionally(ReplyFailures.unwrap(failure));
        }
    }

    @Override
    public boolean replyOnItsWay() {
        return (phase == Phase.CREATING && node.replyMayCome()) || phase == Phase.LISTING;
    }

    @Override
    public void deadlinePassed() {
        decide(new DeadlinePassed());
    }

    /**
     * The client was closed (its watchers get a Closed event, connected or not): a holder has lost the
     * lock (its session is ended, or will expire); a waiter fails at once instead of waiting forever.
     */
    private void onClientClosed() {
        if (phase == Phase.HELD) {
            held.reportLoss(LockLoss.Reason.CLIENT_CLOSED);
        } else {
            giveUp(new IllegalStateException("the client was closed while acquiring " + lock.basePath()
                    + "; use an open client to acquire the lock"));
        }
    }

    /** Session lost, or the own node deleted: a holder's lost signal, a waiter's restart. */
    private void onNodeLost(LockLoss.Reason reason) {
        if (phase == Phase.HELD) {
            held.reportLoss(reason);
        } else {
            restart();
        }
    }

    /**
     * Ends the wait, if any: its watch reports nothing more and, if {@code removeFromServer}, is removed
     * unless it fired already.
     */
    private void endWait(boolean removeFromServer) {
        if (watch != null) {
            watch.end(removeFromServer);
        }
        watch = null;
        waitingFor = null;
        localPredecessor = null;
    }

    private void stopFollowingSession() {
        if (sessionEvents != null) {
            sessionEvents.close();
        }
    }
}
