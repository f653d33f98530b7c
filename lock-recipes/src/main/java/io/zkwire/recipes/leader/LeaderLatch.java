package io.zkwire.recipes.leader;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.nodes.CreatedNode;
import io.zkwire.recipes.nodes.Failures;
import io.zkwire.recipes.nodes.Nodes;
import io.zkwire.recipes.nodes.ZPaths;
import io.zkwire.recipes.observe.RecipeEvents;
import java.io.Closeable;
import java.io.EOFException;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Curator's {@code LeaderLatch}: every participant creates {@code <latchPath>/_c_<uuid>-latch-<sequence>}
 * (protected, ephemeral sequential, data = its id in UTF-8, container parents); the first in Curator's
 * lock order leads, every other one watches its predecessor. Same names, data and order as Curator 5.9, so
 * a mixed fleet elects one leader; like 5.9 the first node leads only once its owner is confirmed to be
 * the current session.
 *
 * <p>Leadership is dropped (and {@link LeaderLatchListener#notLeader()} told) on the client's event thread
 * the moment the latch's lost signal fires: the client reports {@code LOST} (it does so no later than the
 * session timeout after the send time of the last request the server answered, before the server can have
 * expired the session and let another participant lead), the client is on a new session, or someone
 * deletes the leader's node (the leader watches it; Curator does not). As in Curator, SUSPENDED drops
 * leadership too if the client's {@link io.zkwire.client.ConnectionStateErrorPolicy} says so (the default,
 * {@code StandardConnectionStateErrorPolicy}, does; {@code SessionConnectionStateErrorPolicy} waits for LOST).
 * After a reconnect the latch checks its node again (leading again if it is still first) and creates a new
 * one if it is gone.
 *
 * <p>Threads: the latch's work runs on the client's event thread; {@link #await()} parks the caller.
 */
public class LeaderLatch implements Closeable {

    private static final System.Logger LOG = System.getLogger(LeaderLatch.class.getName());
    static final String LOCK_NAME = "latch-";

    /** The latch's life: LATENT until {@link #start()}, STARTED until {@link #close()}, then CLOSED. */
    public enum State {
        /** Not started yet. */
        LATENT,
        /** Started: in the election. */
        STARTED,
        /** Closed: out of the election for good. */
        CLOSED
    }

    /** What {@link #close()} tells the listeners. */
    public enum CloseMode {
        /** The listeners are removed first and hear nothing. */
        SILENT,
        /** A leading latch's listeners hear {@code notLeader()}. */
        NOTIFY_LEADER
    }

    private final Nodes nodes;
    private final String latchPath;
    private final String id;
    private final CloseMode closeMode;
    private final AtomicReference<State> state = new AtomicReference<>(State.LATENT);
    private final AtomicReference<CreatedNode> ourNode = new AtomicReference<>();
    private final AtomicReference<String> lastPathIsLeader = new AtomicReference<>();
    private final LatchListeners listeners = new LatchListeners(() -> this.leader);
    /** Guards leadership changes (so listeners hear them in order), the create generation, and await. */
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private volatile boolean leader; // written under lock
    private int generation; // guarded by lock: which create is current
    private boolean creating; // guarded by lock
    /** A client listener (not a SessionEvents subscription) so that a circuit breaker the user set applies. */
    private final ConnectionStateListener stateListener = (c, newState) -> stateChanged(newState);

    /** A latch with no id, closed SILENT; {@code latchPath} is the election's parent node. */
    public LeaderLatch(ZkClient client, String latchPath) {
        this(client, latchPath, "", CloseMode.SILENT);
    }

    /** A latch whose node carries {@code id} (shown to every participant), closed SILENT. */
    public LeaderLatch(ZkClient client, String latchPath, String id) {
        this(client, latchPath, id, CloseMode.SILENT);
    }

    /**
     * @param id        written into the node, shown by {@link #getParticipants()} (Curator reads it too)
     * @param closeMode what {@link #close()} tells the listeners
     */
    public LeaderLatch(ZkClient client, String latchPath, String id, CloseMode closeMode) {
        this.nodes = new Nodes(client);
        this.latchPath = ZPaths.validate(latchPath);
        this.id = Objects.requireNonNull(id, "id must not be null: pass \"\" for none");
        this.closeMode = Objects.requireNonNull(closeMode, "closeMode must not be null");
    }

    /** Joins the election; returns at once (the node is created in the background). */
    public void start() {
        if (!state.compareAndSet(State.LATENT, State.STARTED)) {
            throw new IllegalStateException("Cannot be started more than once: " + latchPath);
        }
        nodes.client().addConnectionStateListener(stateListener);
        reset();
    }

    /** Leaves the election with the mode given at construction. */
    @Override
    public void close() {
        close(closeMode);
    }

    /**
     * Leaves the election: deletes the node (guaranteed) and drops leadership.
     *
     * @throws IllegalStateException if not started or already closed
     */
    public void close(CloseMode mode) {
        Objects.requireNonNull(mode, "closeMode must not be null");
        if (!state.compareAndSet(State.STARTED, State.CLOSED)) {
            throw new IllegalStateException("Already closed or has not been started: " + latchPath);
        }
        nodes.client().removeConnectionStateListener(stateListener);
        setNode(null);
        if (mode == CloseMode.SILENT) {
            listeners.clear();
        }
        setLeadership(false);
        listeners.clear();
    }

    /** The listener runs on the thread that decides the change (usually the client's event thread); keep it quick. */
    public void addListener(LeaderLatchListener listener) {
        addListener(listener, Runnable::run);
    }

    /**
     * The listener runs on {@code executor}, in order with this latch's other changes only if it is serial.
     * A leadership that ended before the executor got to its {@code isLeader} is not told (nor its end).
     */
    public void addListener(LeaderLatchListener listener, Executor executor) {
        listeners.add(listener, executor);
    }

    /** Stops telling {@code listener}; one never added is ignored. */
    public void removeListener(LeaderLatchListener listener) {
        listeners.remove(listener);
    }

    /**
     * Blocks until this latch leads.
     *
     * @throws EOFException if the latch is closed (or not started) meanwhile
     */
    public void await() throws InterruptedException, EOFException {
        RecipeEvents.WaitEnd recorded = RecipeEvents.waitBegins("LeaderLatch.await", latchPath);
        String outcome = "INTERRUPTED";
        try {
            lock.lockInterruptibly();
            try {
                while (state.get() == State.STARTED && !leader) {
                    changed.await();
                }
            } finally {
                lock.unlock();
            }
            if (state.get() != State.STARTED) {
                outcome = "CLOSED";
                throw new EOFException("LeaderLatch is not started or was closed: " + latchPath);
            }
            outcome = "LEADER";
        } finally {
            recorded.ended(outcome);
        }
    }

    /** Blocks until this latch leads (true), or the time is up or the latch closed (false). */
    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        RecipeEvents.WaitEnd recorded = RecipeEvents.waitBegins("LeaderLatch.await", latchPath);
        String outcome = "INTERRUPTED";
        long left = unit.toNanos(timeout);
        lock.lockInterruptibly();
        try {
            while (state.get() == State.STARTED && !leader) {
                if (left <= 0) {
                    outcome = "TIMED_OUT";
                    return false;
                }
                left = changed.awaitNanos(left);
            }
            boolean leading = state.get() == State.STARTED;
            outcome = leading ? "LEADER" : "CLOSED";
            return leading;
        } finally {
            lock.unlock();
            recorded.ended(outcome);
        }
    }

    /** True while started and leading; false from the moment the lost signal fires. */
    public boolean hasLeadership() {
        return state.get() == State.STARTED && leader;
    }

    /** The id this latch writes into its node ("" if none was given). */
    public String getId() {
        return id;
    }

    /** Where the latch is in its life. */
    public State getState() {
        return state.get();
    }

    /** This latch's node (full path), null while it has none. */
    public String getOurPath() {
        CreatedNode node = ourNode.get();
        return node == null ? null : node.path();
    }

    /** The node this latch last led with. */
    public String getLastPathIsLeader() {
        return lastPathIsLeader.get();
    }

    /** All participants in lock order, the leader first, read from the server now. */
    public Collection<Participant> getParticipants() throws Exception {
        return Participants.read(nodes.client(), latchPath, LOCK_NAME);
    }

    /** The current leader as the server shows it, or a participant with an empty id if nobody contends. */
    public Participant getLeader() throws Exception {
        return Participants.leader(nodes.client(), latchPath, LOCK_NAME);
    }

    private void stateChanged(ConnectionState newState) {
        if (state.get() != State.STARTED) {
            return;
        }
        switch (newState) {
            case LOST -> setLeadership(false);
            case SUSPENDED -> {
                if (nodes.client().connectionStateErrorPolicy().isErrorState(ConnectionState.SUSPENDED)) {
                    setLeadership(false); // the client's error policy (the default) ends leadership here
                }
            }
            case CONNECTED, RECONNECTED -> {
                CreatedNode node = ourNode.get();
                if (node != null && node.ephemeralOwner() != nodes.client().sessionId()) {
                    reset(); // a new session: the old node is gone or will be; do not wait for that
                } else {
                    checkChildren();
                }
            }
            default -> { } // READ_ONLY, CLOSED: nothing to check; LOST follows in time if the session ends
        }
    }

    private void reset() {
        int myGeneration;
        lock.lock();
        try {
            setLeadership(false);
            setNode(null);
            myGeneration = ++generation;
            creating = true;
        } finally {
            lock.unlock();
        }
        nodes.createProtected(latchPath, LOCK_NAME, Participants.idBytes(id), CreateMode.EPHEMERAL_SEQUENTIAL)
                .whenComplete((node, failure) -> created(myGeneration, node, failure));
    }

    private void created(int myGeneration, CreatedNode node, Throwable failure) {
        lock.lock();
        try {
            if (myGeneration != generation || state.get() != State.STARTED) {
                if (node != null) {
                    nodes.deleteGuaranteed(node.path()); // superseded by a later reset, or closed
                }
                return;
            }
            creating = false;
            if (failure != null) {
                // retryable failures: the next (re)connect checks again and creates a new node
                LOG.log(System.Logger.Level.WARNING, "LeaderLatch " + latchPath + " could not create its node: "
                        + Failures.unwrap(failure) + "; it retries after the next reconnect");
                return;
            }
            ourNode.set(node);
        } finally {
            lock.unlock();
        }
        checkChildren();
    }

    private void checkChildren() {
        nodes.client().async().getChildren().forPath(latchPath).whenComplete((children, failure) -> {
            if (failure == null) {
                checkLeadership(children);
            } else if (Failures.isNoNode(failure) && state.get() == State.STARTED) {
                reset(); // the path went away (e.g. the ensemble was rebuilt): join again
            }
        });
    }

    private void checkLeadership(List<String> children) {
        CreatedNode node;
        lock.lock();
        try {
            node = ourNode.get();
            if (state.get() != State.STARTED || (node == null && creating)) {
                return; // closed, or a create in flight checks when it completes
            }
        } finally {
            lock.unlock();
        }
        List<String> sorted = Participants.sorted(children, LOCK_NAME);
        int ourIndex = node == null ? -1 : sorted.indexOf(node.name());
        if (ourIndex < 0) {
            reset();
        } else if (ourIndex == 0) {
            confirmLeadership(node);
        } else {
            setLeadership(false);
            watchPredecessor(ZPaths.join(latchPath, sorted.get(ourIndex - 1)));
        }
    }

    /** As Curator 5.9: lead only if the node is owned by the current session; and watch it while leading. */
    private void confirmLeadership(CreatedNode node) {
        AtomicReference<Stat> stat = new AtomicReference<>();
        nodes.client().async().getData().storingStatIn(stat).usingWatcher(event -> {
            if (event.type() == EventType.NodeDeleted && ourNode.get() == node && state.get() == State.STARTED) {
                reset(); // deleted by someone else: drop leadership now, join again
            }
        }).forPath(node.path()).whenComplete((data, failure) -> {
            if (ourNode.get() != node || state.get() != State.STARTED) {
                return;
            }
            if (failure == null && stat.get().ephemeralOwner() == nodes.client().sessionId()) {
                lastPathIsLeader.set(node.path());
                setLeadership(true);
            } else if (failure == null || Failures.isNoNode(failure)) {
                reset();
            } // else a connection problem: the reconnect checks again
        });
    }

    private void watchPredecessor(String predecessor) {
        nodes.client().async().getData().usingWatcher(event -> {
            if (event.type() == EventType.NodeDeleted && state.get() == State.STARTED) {
                checkChildren();
            }
        }).forPath(predecessor).whenComplete((data, failure) -> {
            if (failure != null && Failures.isNoNode(failure)) {
                checkChildren(); // gone before the watch was set
            }
        });
    }

    private void setLeadership(boolean newValue) {
        lock.lock();
        try {
            boolean oldValue = leader;
            leader = newValue;
            if (oldValue != newValue) {
                listeners.tell(newValue);
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void setNode(CreatedNode node) {
        CreatedNode old = ourNode.getAndSet(node);
        if (old != null) {
            nodes.deleteGuaranteed(old.path());
        }
    }
}
