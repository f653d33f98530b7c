// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Cell;
import io.zkwire.recipes.internal.Lifecycle;
import io.zkwire.recipes.internal.MutexWithNodeData;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.internal.observe.RecipeEvents;
import io.zkwire.recipes.locks.InterProcessMutex;
import java.io.Closeable;
import java.io.EOFException;
import java.util.Collection;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code LeaderLatch}: every participant creates {@code <latchPath>/_c_<uuid>-latch-<sequence>}
 * (protected, ephemeral sequential, data = its id in UTF-8, container parents); the first in Curator's
 * lock order leads, every other one watches its predecessor. Same names, data and order as Curator 5.9, so
 * a mixed fleet elects one leader; like 5.9 the first node leads only once its owner is confirmed to be
 * the current session.
 *
 * <p>The latch is a contender of the lock engine (a mutex on {@code latch-} nodes) that never gives up:
 * it leads while it holds that lock, and after a loss (or a failed attempt) it joins again with a new node.
 * Leadership ends the instant the lock's lost signal is decided ({@link #hasLeadership()} is false from
 * then on, on any thread): the client reports {@code LOST} (no later than the session timeout after the
 * send time of the last request the server answered), the client is on a new session, or someone deletes
 * the leader's node. As in Curator, SUSPENDED ends leadership too if the client's
 * {@link io.zkwire.client.ConnectionStateErrorPolicy} says so (the default does;
 * {@code SessionConnectionStateErrorPolicy} waits for LOST); after the reconnect the latch leads again if
 * its node is still first and of the current session.
 *
 * <p>Threads: the latch's steps ({@link LatchContender}) run one at a time on its serial executor, on the
 * thread that hands them over (the client's event thread, the recipes' callback pool, or a closing caller);
 * listeners run after the step that told them, never under a lock. {@link #await()} parks the caller.
 */
public class LeaderLatch implements Closeable {

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

    private final ZkClient client;
    private final String latchPath;
    private final String id;
    private final CloseMode closeMode;
    private final Lifecycle lifecycle = new Lifecycle();
    private final Leadership leadership = new Leadership();
    private final LatchListeners listeners = new LatchListeners(this::hasLeadership);
    private final LatchContender contender;
    private final Cell<String> ourPath = new Cell<>(null);

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
        this.client = Objects.requireNonNull(client, "client must not be null: pass a started ZkClient");
        this.latchPath = ZPaths.validate(latchPath);
        this.id = Objects.requireNonNull(id, "id must not be null: pass \"\" for none");
        this.closeMode = Objects.requireNonNull(closeMode, "closeMode must not be null");
        InterProcessMutex mutex = MutexWithNodeData.create(client, this.latchPath, LOCK_NAME,
                Participants.idBytes(id), new OurNode());
        this.contender = new LatchContender(client, this.latchPath, mutex, leadership, listeners, lifecycle);
    }

    /** Keeps {@link #getOurPath()}: the node from its creation (while still queued) until it is given up. */
    private final class OurNode implements MutexWithNodeData.OwnNodes {
        @Override
        public void created(String nodeName) {
            ourPath.set(ZPaths.join(latchPath, nodeName));
        }

        @Override
        public void nodeDeleted(String nodeName) {
            String ended = ZPaths.join(latchPath, nodeName);
            ourPath.replace(path -> ended.equals(path) ? null : path); // an older node's end never clears a newer one
        }
    }

    /** Joins the election; returns at once (the node is created in the background). */
    public void start() {
        if (!lifecycle.start()) {
            throw new IllegalStateException("Cannot be started more than once: " + latchPath);
        }
        contender.start();
    }

    /** Leaves the election with the mode given at construction. */
    @Override
    public void close() {
        close(closeMode);
    }

    /**
     * Leaves the election: deletes the node (guaranteed) and drops leadership. With NOTIFY_LEADER, a listener
     * added without an executor has heard {@code notLeader()} when this returns (unless this is called from
     * such a listener: then it hears it right after), as with Curator.
     *
     * @throws IllegalStateException if not started or already closed
     */
    public void close(CloseMode mode) {
        Objects.requireNonNull(mode, "closeMode must not be null");
        if (!lifecycle.close()) {
            throw new IllegalStateException("Already closed or has not been started: " + latchPath);
        }
        if (mode == CloseMode.SILENT) {
            listeners.clear();
        }
        contender.close();
    }

    /**
     * The listener runs on the latch's serial executor, after the step that decided the change, on that
     * step's thread (often the client's event thread): keep it quick, or add it with an executor.
     */
    public void addListener(LeaderLatchListener listener) {
        addListener(listener, contender.steps());
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
        if (await(0, false) != Leadership.Outcome.LEADER) {
            throw new EOFException("LeaderLatch is not started or was closed: " + latchPath);
        }
    }

    /** Blocks until this latch leads (true), or the time is up or the latch closed (false). */
    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        return await(unit.toNanos(timeout), true) == Leadership.Outcome.LEADER;
    }

    private Leadership.Outcome await(long timeoutNanos, boolean timed) throws InterruptedException {
        RecipeEvents.WaitEnd recorded = RecipeEvents.waitBegins("LeaderLatch.await", latchPath);
        String outcome = "INTERRUPTED";
        try {
            Leadership.Outcome ended = leadership.await(lifecycle, timeoutNanos, timed);
            outcome = ended.name();
            return ended;
        } finally {
            recorded.ended(outcome);
        }
    }

    /** True while started and leading; false from the instant the lock's lost signal is decided. */
    public boolean hasLeadership() {
        return lifecycle.isStarted() && leadership.leading();
    }

    /** The id this latch writes into its node ("" if none was given). */
    public String getId() {
        return id;
    }

    /** Where the latch is in its life. */
    public State getState() {
        return State.valueOf(lifecycle.phase().name());
    }

    /** This latch's node (full path), null while it has none. */
    public String getOurPath() {
        return ourPath.read();
    }

    /** The node this latch last led with. */
    public String getLastPathIsLeader() {
        return leadership.lastPath();
    }

    /** All participants in lock order, the leader first, read from the server now. */
    public Collection<Participant> getParticipants() throws Exception {
        return Participants.read(client, latchPath, LOCK_NAME);
    }

    /** The current leader as the server shows it, or a participant with an empty id if nobody contends. */
    public Participant getLeader() throws Exception {
        return Participants.leader(client, latchPath, LOCK_NAME);
    }
}
