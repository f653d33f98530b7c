package io.zkwire.recipes.locks;

import io.zkwire.client.ConnectionState;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.DeadlineTimer;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.CreatedNode;
import io.zkwire.recipes.internal.nodes.Failures;
import io.zkwire.recipes.internal.nodes.SessionEvents;
import io.zkwire.recipes.internal.observe.RecipeEvents;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * One acquisition of one lock, from create to grant, as Curator's {@code LockInternals} loop but without a
 * parked thread: every step is a reply, a watch event, a session event or the deadline, each a task of this
 * contender's {@link SerialExecutor}. It keeps the phase and decides the next step; the parts are classes of
 * their own: the node ({@link OwnNode}), the wait per verdict ({@link PredecessorWait}, {@link ChildrenWait}),
 * the deadline with its grace ({@link DeadlineTimer}) and the hold ({@link HeldLock}).
 *
 * <p>Steps: a protected create with the children listing pipelined behind it; the policy's verdict on the
 * listing; then the lock, or a wait on what the policy names (Curator's watch target), and again on each
 * event. Unlike Curator, invisibly on the wire: a waiter may take the lock when its watched node goes without
 * listing again ({@link PredecessorWait} says when); on session loss or deletion of its node a waiter starts
 * over with a new node (Curator's retry loop does too) and deletes the old one; a holder gets its lost signal.
 */
final class Contender implements Attempt<HeldLock> {

    /** How often a waiter starts over with a new node (session loss, own node deleted) before failing. */
    static final int MAX_RESTARTS = 3;
    /** How many listing or watch requests may fail with connection loss in a row before failing. */
    static final int MAX_REQUEST_FAILURES = 5;

    private enum Phase { CREATING, LISTING, WAITING, HELD, DONE }

    private final LockEngine engine;
    private final NodeRequest request;
    private final SerialExecutor serial = new SerialExecutor();
    private final DeadlineTimer deadline;
    private final CompletableFuture<Optional<HeldLock>> outcome = new CompletableFuture<>();
    private final CompletableFuture<Optional<HeldLock>> observedOutcome; // outcome, after its JFR event if recorded
    private final CompletableFuture<Boolean> grantedAtOnce = new CompletableFuture<>();
    private volatile boolean reachedHead;

    // Touched only inside serial tasks.
    private Phase phase = Phase.CREATING;
    private int restarts;
    private int requestFailures;
    private OwnNode node; // the current node; replies about older ones are ignored
    private Wait wait; // null when not waiting
    private SessionEvents.Subscription session;
    private HeldLock held;

    Contender(LockEngine engine, NodeRequest request, Deadline deadline) {
        this.engine = engine;
        this.request = request;
        this.deadline = new DeadlineTimer(deadline, DeadlineTimer.Clock.RECIPES, serial, this::replyOnItsWay,
                () -> giveUp(null));
        this.observedOutcome = RecipeEvents.acquiring(engine.basePath(), outcome, HeldLock::nodePath);
    }

    Contender start() {
        serial.execute(() -> {
            // LOST at once: a holder's lost signal must not wait behind user code on the client's event thread
            session = engine.nodes().sessionEvents()
                    .subscribeWithLostAtOnce(state -> serial.execute(() -> onSessionState(state)));
            deadline.arm();
            createNode();
        });
        return this;
    }

    @Override
    public CompletableFuture<Optional<HeldLock>> outcome() {
        return observedOutcome;
    }

    @Override
    public void abandon() {
        serial.execute(() -> giveUp(null));
    }

    /** A waiter lists the children again and re-applies its policy; no effect on other phases. */
    void reevaluate() {
        serial.execute(() -> {
            if (phase == Phase.WAITING) {
                relist();
            }
        });
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
        return reachedHead;
    }

    private void createNode() {
        phase = Phase.CREATING;
        OwnNode n = OwnNode.create(engine, request);
        node = n;
        // Sent right behind the create: one round trip for both when the lock is free.
        CompletableFuture<SortedChildren> listing = request.policy().needsChildren() ? engine.children().read() : null;
        n.created().whenComplete((created, failure) -> serial.execute(() -> onCreated(n, created, failure, listing)));
    }

    private void onCreated(OwnNode n, CreatedNode created, Throwable failure, CompletableFuture<SortedChildren> listing) {
        if (n != node || phase != Phase.CREATING) {
            return; // abandoned meanwhile: forget() cancelled the create or deleted the node it made
        }
        if (failure != null) {
            giveUp(failure);
            return;
        }
        n.onCreated(created, this, serial, () -> onOwnNodeDeleted(n), this::onClientClosed);
        if (listing == null) {
            grant();
        } else {
            // If the create had to be retried, the pipelined listing may predate our node: not proof it vanished.
            awaitListing(listing, false);
        }
    }

    private void awaitListing(CompletableFuture<SortedChildren> listing, boolean afterCreate) {
        dropWait();
        phase = Phase.LISTING;
        OwnNode n = node;
        listing.whenComplete((children, failure) -> serial.execute(() -> {
            if (n != node || phase != Phase.LISTING) {
                return;
            }
            if (failure != null) {
                retryOrFail(failure);
            } else {
                evaluate(children, afterCreate, false);
            }
        }));
    }

    /** Lists the children again (dropping any wait) and lets the policy decide on that listing. */
    void relist() {
        awaitListing(engine.children().read(), true);
    }

    /** Applies the policy to a listing; {@code childWatchSet}: the listing came with a child watch. */
    void evaluate(SortedChildren children, boolean afterCreate, boolean childWatchSet) {
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
            if (afterCreate) {
                restart(); // our node is gone (session expired, or deleted by someone)
            } else {
                relist();
            }
        } else if (deadline.expired()) {
            giveUp(null);
        } else if (verdict instanceof Verdict.WaitForNode waitFor) {
            startWaiting();
            wait = new PredecessorWait(this, engine, request.policy(), waitFor, node, serial);
        } else if (!childWatchSet) {
            watchChildren();
        }
        // else: the child watch is set; wait for it
    }

    /** Sets a child watch (again, after the children changed) and waits for the children to change. */
    void watchChildren() {
        startWaiting();
        wait = new ChildrenWait(this, engine, serial);
    }

    private void startWaiting() {
        phase = Phase.WAITING;
        grantedAtOnce.complete(false);
    }

    /** A listing or watch request failed: list again unless too many failed in a row or no retry can help. */
    void retryOrFail(Throwable failure) {
        if (KeeperException.isRetryable(failure) && ++requestFailures <= MAX_REQUEST_FAILURES) {
            relist();
        } else {
            giveUp(failure);
        }
    }

    /** The lock is ours: hands out the hold. */
    void grant() {
        phase = Phase.HELD;
        reachedHead = true;
        dropWait();
        deadline.cancel();
        held = new HeldLock(node, request.inheritedToken(), serial, engine::onReleased);
        held.followSession(engine.nodes().sessionEvents()); // before ours closes: no state goes unheard
        closeSession();
        engine.onGranted();
        grantedAtOnce.complete(true); // unless it already said it had to wait
        outcome.complete(Optional.of(held));
    }

    /** Starts over with a new node; the old one is deleted (it may belong to an old session). */
    private void restart() {
        if (!request.restartable() || ++restarts > MAX_RESTARTS) {
            giveUp(new KeeperException.NoNodeException(node.node().path()));
            return;
        }
        grantedAtOnce.complete(false);
        dropWait();
        node.forget();
        createNode();
    }

    /** Timeout (failure null), abandonment or failure of a contender that does not hold the lock. */
    private void giveUp(Throwable failure) {
        if (phase == Phase.HELD || phase == Phase.DONE) {
            return;
        }
        phase = Phase.DONE;
        grantedAtOnce.complete(false);
        dropWait();
        deadline.cancel();
        closeSession();
        if (node != null) {
            node.forget();
        }
        if (failure == null) {
            outcome.complete(Optional.empty());
        } else {
            outcome.completeExceptionally(Failures.unwrap(failure));
        }
    }

    /** Asked by the deadline: a create or listing in flight may still decide, within the grace. */
    private boolean replyOnItsWay() {
        return (phase == Phase.CREATING && node.replyMayCome()) || phase == Phase.LISTING;
    }

    private void onSessionState(ConnectionState state) {
        // a create in flight recovers on its own
        if (phase != Phase.DONE && node != null && node.goneWith(state)) {
            onNodeLost(LockLoss.Reason.SESSION_LOST);
        }
    }

    private void onOwnNodeDeleted(OwnNode n) {
        if (n == node && phase != Phase.DONE) {
            onNodeLost(LockLoss.Reason.NODE_DELETED);
        }
    }

    /**
     * The client was closed (its watchers get a Closed event, connected or not): a holder has lost the
     * lock (its session is ended, or will expire); a waiter fails at once instead of waiting forever.
     */
    void onClientClosed() {
        if (phase == Phase.HELD) {
            held.reportLoss(LockLoss.Reason.CLIENT_CLOSED);
        } else if (phase != Phase.DONE) {
            giveUp(new IllegalStateException("the client was closed while acquiring " + engine.basePath()
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

    private void dropWait() {
        if (wait != null) {
            wait.drop();
            wait = null;
        }
    }

    private void closeSession() {
        if (session != null) {
            session.close();
        }
    }
}
