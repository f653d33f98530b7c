package io.zkwire.recipes.locks;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.nodes.CreatedNode;
import io.zkwire.recipes.nodes.Failures;
import io.zkwire.recipes.nodes.RecipeThreads;
import io.zkwire.recipes.nodes.SessionEvents;
import io.zkwire.recipes.nodes.ZPaths;
import io.zkwire.recipes.observe.RecipeEvents;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * One acquisition of one lock node, from create to release, as Curator's {@code LockInternals} loop but
 * without a parked thread: every step is a reply, a watch event, a session event or the deadline, each
 * handled as a task of this contender's {@link SerialExecutor}.
 *
 * <p>Steps: a protected create, with the children listing pipelined right behind it; the policy's
 * verdict on the listing; then either the lock, or a watch on what the policy names (the same target
 * Curator watches), and again on each event. Differences from Curator, all invisible on the wire to
 * other contenders:
 * <ul>
 *   <li>when the watched node is deleted and it was the only thing in the way (or it was a local
 *       contender that held the lock, and nothing can sort between it and us), the lock is taken without
 *       listing again;</li>
 *   <li>on session loss or deletion of the own node while waiting, the contender starts over with a new
 *       node (Curator does the same via its retry loop) and deletes the old one. A deleted node is seen by
 *       the next listing, or, where the grant skips that listing, by a watch on the own node;</li>
 *   <li>while held, the same events complete the acquisition's lost signal instead.</li>
 * </ul>
 */
final class Contender implements Attempt<HeldLock> {

    /** How often a waiter starts over with a new node (session loss, own node deleted) before failing. */
    static final int MAX_RESTARTS = 3;
    /** How many listing or watch requests may fail with connection loss in a row before failing. */
    static final int MAX_REQUEST_FAILURES = 5;

    /** How long past the deadline a reply already on its way may still decide (the 150 ms the README promises). */
    static final long IN_FLIGHT_GRACE_MS = 150;

    private enum Phase { CREATING, LISTING, WATCHING, HELD, DONE }

    private final LockEngine engine;
    private final ZkClient client;
    private final NodeRequest request;
    private final Deadline deadline;
    private final SerialExecutor serial = new SerialExecutor();
    private final CompletableFuture<Optional<HeldLock>> outcome = new CompletableFuture<>();
    private final CompletableFuture<Optional<HeldLock>> observedOutcome; // outcome, after its JFR event if recorded
    private volatile boolean reachedHead;
    private final CompletableFuture<Boolean> grantedAtOnce = new CompletableFuture<>();

    // Touched only inside serial tasks.
    private Phase phase = Phase.CREATING;
    private int generation; // one per node created; replies about older nodes are ignored
    private int restarts;
    private int requestFailures;
    private CompletableFuture<CreatedNode> create; // cancelling it abandons the create
    private CreatedNode node;
    private OwnNodeWatch ownWatch;
    private Verdict.WaitForNode waitingFor;
    private Contender watchedLocal;
    private OneShotWatch<?> watch; // the current wait, null when not waiting
    private SessionEvents.Subscription session;
    private ScheduledFuture<?> deadlineTimer;
    private boolean graceGiven;
    private HeldLock held;

    Contender(LockEngine engine, NodeRequest request, Deadline deadline) {
        this.engine = engine;
        this.client = engine.nodes().client();
        this.request = request;
        this.deadline = deadline;
        this.observedOutcome = RecipeEvents.acquiring(engine.basePath(), outcome, HeldLock::nodePath);
    }

    Contender start() {
        serial.execute(() -> {
            // LOST at once: a holder's lost signal must not wait behind user code on the client's event thread
            session = engine.nodes().sessionEvents()
                    .subscribeWithLostAtOnce(state -> serial.execute(() -> onSessionState(state)));
            if (deadline.bounded()) {
                deadlineTimer = RecipeThreads.schedule(() -> serial.execute(this::onDeadline), deadline.remainingNanos());
            }
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
            if (phase == Phase.WATCHING) {
                dropWatch();
                relist();
            }
        });
    }

    /**
     * Completes true when the listing pipelined with the create grants the lock (nobody else held it or
     * queued for it), false as soon as it is clear that it did not: the contender has to wait, starts over,
     * or gives up.
     */
    CompletableFuture<Boolean> grantedAtOnce() {
        return grantedAtOnce;
    }

    private void mustWait() {
        grantedAtOnce.complete(false);
    }

    /** True once this contender held the lock: a local successor may inherit the head from it. */
    boolean reachedHead() {
        return reachedHead;
    }

    private void createNode() {
        int gen = ++generation;
        phase = Phase.CREATING;
        create = engine.nodes().createProtected(engine.basePath(), request.name(), engine.nodeData(), request.mode());
        // Sent right behind the create: one round trip for both when the lock is free.
        CompletableFuture<SortedChildren> listing = request.policy().needsChildren() ? engine.children().read() : null;
        create.whenComplete((created, failure) -> serial.execute(() -> onCreated(gen, created, failure, listing)));
    }

    private void onCreated(int gen, CreatedNode created, Throwable failure, CompletableFuture<SortedChildren> listing) {
        if (gen != generation || phase != Phase.CREATING) {
            return; // abandoned meanwhile: the create deletes what it made
        }
        if (failure != null) {
            giveUp(failure);
            return;
        }
        node = created;
        engine.register(node.name(), this);
        ownWatch = new OwnNodeWatch(client, node.path(), serial, () -> onOwnNodeDeleted(gen), this::onClientClosed,
                engine::onNodeData);
        if (engine.revocable()) {
            ownWatch.watchFromNowOn();
        }
        if (listing == null) {
            grant();
        } else {
            // If the create had to be retried, the pipelined listing may predate our node: not proof it vanished.
            awaitListing(listing, false);
        }
    }

    private void awaitListing(CompletableFuture<SortedChildren> listing, boolean afterCreate) {
        phase = Phase.LISTING;
        int gen = generation;
        listing.whenComplete((children, failure) -> serial.execute(() -> onListing(gen, children, failure, afterCreate)));
    }

    private void relist() {
        awaitListing(engine.children().read(), true);
    }

    private void onListing(int gen, SortedChildren children, Throwable failure, boolean afterCreate) {
        if (gen != generation || phase != Phase.LISTING) {
            return;
        }
        if (failure != null) {
            retryOrFail(failure);
        } else {
            evaluate(children, afterCreate, false);
        }
    }

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
            if (afterCreate) {
                restart(); // our node is gone (session expired, or deleted by someone)
            } else {
                relist();
            }
        } else if (deadline.expired()) {
            giveUp(null);
        } else if (verdict instanceof Verdict.WaitForNode wait) {
            watchNode(wait);
        } else if (!childWatchSet) {
            watchChildren();
        }
        // else: the child watch is set; wait for it
    }

    private void watchNode(Verdict.WaitForNode wait) {
        phase = Phase.WATCHING;
        mustWait();
        waitingFor = wait;
        watchedLocal = request.policy().inheritsHead() ? engine.local(wait.name()) : null;
        if (mayTakeWithoutListing()) {
            // The grant will skip the listing that would show our node gone: watch it instead, so that a
            // waiter whose node is deleted starts over rather than taking the lock without a node. Any
            // other waiter lists again when the watched node goes, and a missing node shows there.
            ownWatch.watchFromNowOn();
        }
        OneShotWatch<byte[]> w = OneShotWatch.onNode(client, ZPaths.join(engine.basePath(), wait.name()), serial,
                this::onWatchedNodeEvent, this::onClientClosed);
        watch = w;
        w.reply().whenComplete((data, failure) -> serial.execute(() -> onWatchedNodeRead(w, failure)));
    }

    private void onWatchedNodeRead(OneShotWatch<?> w, Throwable failure) {
        if (w != watch || failure == null) {
            return; // an earlier wait, or the watch is set: wait for it
        }
        dropWatch();
        if (Failures.isNoNode(failure)) {
            watchedNodeGone();
        } else {
            retryOrFail(failure);
        }
    }

    private void onWatchedNodeEvent(EventType type) {
        watch = null; // one-shot: consumed
        if (type == EventType.NodeDeleted) {
            watchedNodeGone();
        } else {
            relist();
        }
    }

    /** Whether the watched node's deletion may grant the lock with no listing in between (watchedNodeGone). */
    private boolean mayTakeWithoutListing() {
        return waitingFor.soleBlocker() || watchedLocal != null;
    }

    private void watchedNodeGone() {
        if (waitingFor.soleBlocker() || (watchedLocal != null && watchedLocal.reachedHead())) {
            grant();
        } else {
            relist();
        }
    }

    private void watchChildren() {
        phase = Phase.WATCHING;
        mustWait(); // no own-node watch: its deletion changes the children, and the listing shows it gone
        OneShotWatch<List<String>> w = OneShotWatch.onChildren(client, engine.basePath(), serial, type -> {
            watch = null;
            watchChildren();
        }, this::onClientClosed);
        watch = w;
        w.reply().whenComplete((children, failure) -> serial.execute(() -> onWatchedChildrenRead(w, children, failure)));
    }

    private void onWatchedChildrenRead(OneShotWatch<?> w, List<String> children, Throwable failure) {
        if (w != watch) {
            return;
        }
        if (failure != null) {
            dropWatch();
            retryOrFail(failure);
        } else {
            evaluate(SortedChildren.sort(children, engine.sortKey()), true, true);
        }
    }

    private void retryOrFail(Throwable failure) {
        if (KeeperException.isRetryable(failure) && ++requestFailures <= MAX_REQUEST_FAILURES) {
            relist();
        } else {
            giveUp(failure);
        }
    }

    private void grant() {
        phase = Phase.HELD;
        reachedHead = true;
        dropWatch();
        cancelDeadline();
        held = new HeldLock(node, request.inheritedToken(), this::release, () -> serial.execute(this::onLossObserved));
        engine.onGranted();
        grantedAtOnce.complete(true); // unless it already said it had to wait
        outcome.complete(Optional.of(held));
    }

    /** Starts over with a new node; the old one is deleted (it may belong to an old session). */
    private void restart() {
        if (!request.restartable() || ++restarts > MAX_RESTARTS) {
            giveUp(new KeeperException.NoNodeException(node.path()));
            return;
        }
        mustWait();
        dropWatch();
        forgetNode();
        createNode();
    }

    /** Timeout (failure null), abandonment or failure of a contender that does not hold the lock. */
    private void giveUp(Throwable failure) {
        if (phase == Phase.HELD || phase == Phase.DONE) {
            return;
        }
        phase = Phase.DONE;
        mustWait();
        dropWatch();
        cancelDeadline();
        closeSession();
        if (node != null) {
            forgetNode();
        } else if (create != null) {
            create.cancel(false);
        }
        if (failure == null) {
            outcome.complete(Optional.empty());
        } else {
            outcome.completeExceptionally(Failures.unwrap(failure));
        }
    }

    /**
     * Gives the lock up. Connected: completes once the delete is handed to the connection, without waiting
     * for its reply; the server answers a session's requests in order, so every later request of this session
     * (the next acquire's create and listing included) is handled after the delete, and no other process can
     * take the lock before the server has applied it; if the connection fails meanwhile, the client retries
     * the delete (guaranteed) and close() waits for it. Not connected: completes once the delete was answered,
     * or fails saying it was not confirmed ({@link UnsentRelease}).
     */
    private CompletableFuture<Void> release() {
        CompletableFuture<Void> sent = new CompletableFuture<>();
        serial.execute(() -> {
            if (phase != Phase.HELD) {
                sent.complete(null);
                return;
            }
            phase = Phase.DONE;
            closeSession();
            engine.onReleased();
            boolean connected = client.isConnected();
            String nodePath = node.path();
            CompletableFuture<Void> firstAttempt = forgetNode();
            held.reportReleased();
            if (connected) {
                sent.complete(null);
            } else {
                firstAttempt.whenComplete((ignored, failure) -> UnsentRelease.settle(sent, nodePath, failure));
            }
        });
        return sent;
    }

    /** Someone asked for the lost signal: from now on a deletion of the own node must be noticed. */
    private void onLossObserved() {
        if (phase == Phase.HELD) {
            ownWatch.watchFromNowOn();
        }
    }

    /**
     * The deadline is kept whatever the connection does: a request in flight may never be answered (a
     * silent server, a dead connection not noticed yet). A create or listing in flight on a healthy
     * connection is answered within milliseconds and its reply decides (so {@code acquire(0, unit)} takes
     * a free lock, as with Curator), but only for {@value #IN_FLIGHT_GRACE_MS} ms more; a wait, a create
     * while disconnected (its reply lost, or not sent yet) or anything later is given up at once. An abandoned create deletes its node once
     * its outcome is known (or finds it by its protected prefix in the background); an existing node is
     * deleted with a guaranteed delete.
     */
    private void onDeadline() {
        boolean inFlight = (phase == Phase.CREATING && client.isConnected()) || phase == Phase.LISTING;
        if (inFlight && !graceGiven) {
            graceGiven = true;
            // counted from the deadline, not from now: a timer that fired late must not push the grace later
            deadlineTimer = RecipeThreads.schedule(() -> serial.execute(this::onDeadline),
                    deadline.remainingNanos() + TimeUnit.MILLISECONDS.toNanos(IN_FLIGHT_GRACE_MS));
        } else {
            giveUp(null);
        }
    }

    private void onSessionState(ConnectionState state) {
        if (node == null || phase == Phase.DONE) {
            return; // a create in flight recovers on its own
        }
        boolean lost = state == ConnectionState.LOST
                || (state.isConnected() && client.sessionId() != node.ephemeralOwner());
        if (lost) {
            onNodeLost(LockLoss.Reason.SESSION_LOST);
        }
    }

    private void onOwnNodeDeleted(int gen) {
        if (gen == generation && phase != Phase.DONE) {
            onNodeLost(LockLoss.Reason.NODE_DELETED);
        }
    }

    /**
     * The client was closed (its watchers get a Closed event, connected or not): a holder has lost the
     * lock (its session is ended, or will expire); a waiter fails at once instead of waiting forever.
     */
    private void onClientClosed() {
        if (phase == Phase.HELD) {
            held.reportLoss(LockLoss.Reason.CLIENT_CLOSED);
        } else if (phase != Phase.DONE) {
            giveUp(new IllegalStateException("the client was closed while acquiring " + engine.basePath()
                    + "; use an open client to acquire the lock"));
        }
    }

    private void onNodeLost(LockLoss.Reason reason) {
        if (phase == Phase.HELD) {
            held.reportLoss(reason);
        } else {
            restart();
        }
    }

    /** Unregisters, stops watching and deletes the own node (guaranteed); the first attempt's own outcome. */
    private CompletableFuture<Void> forgetNode() {
        CreatedNode gone = node;
        node = null;
        ownWatch.close();
        engine.unregister(gone.name(), this);
        return engine.nodes().deleteGuaranteed(gone.path());
    }

    private void dropWatch() {
        if (watch != null) {
            watch.drop();
            watch = null;
        }
    }

    private void cancelDeadline() {
        if (deadlineTimer != null) {
            deadlineTimer.cancel(false);
        }
    }

    private void closeSession() {
        if (session != null) {
            session.close();
        }
    }
}
