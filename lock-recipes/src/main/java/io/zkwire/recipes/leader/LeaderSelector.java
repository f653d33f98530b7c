// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Cell;
import io.zkwire.recipes.internal.Gate;
import io.zkwire.recipes.internal.Lifecycle;
import io.zkwire.recipes.internal.MutexWithNodeData;
import io.zkwire.recipes.internal.Once;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.Turn;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import java.io.Closeable;
import java.util.Collection;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Curator's {@code LeaderSelector}: participants queue on an {@link InterProcessMutex} at
 * {@code leaderPath} (nodes {@code _c_<uuid>-lock-<sequence>}, data = the id in UTF-8 when one is set,
 * as in Curator 5.9), and the holder runs {@link LeaderSelectorListener#takeLeadership} on the selector's
 * thread; returning from it releases the lock. With {@link #autoRequeue()} the selector queues again.
 *
 * <p>Leadership ends the moment the lock's lost signal fires (session lost or changed, lock node deleted
 * by someone else): {@link #hasLeadership()} is false from then on and the leader thread is interrupted.
 * A lock lost before {@code takeLeadership} could start (the executor was busy) is released without calling
 * it; with {@link #autoRequeue()} the selector queues again.
 * Waiting in the queue occupies no thread (the lock's asynchronous acquire); only a leader runs on one.
 *
 * <p>Threads: what happens (an attempt queued, a leader thread begins or returns, the lock is lost, the
 * connection is lost, the listener cancels, an interrupt is asked for, the selector closes) reaches
 * {@link #decide} as a value, in a task on the selector's serial executor; it alone changes the leader
 * state, and publishes what other threads read in one {@link Gate}. The leader thread waits on that gate
 * for the steps that begin and end its leadership, so no interrupt meant for {@code takeLeadership}
 * reaches its next task.
 */
public class LeaderSelector implements Closeable {

    private static final System.Logger LOG = System.getLogger(LeaderSelector.class.getName());
    private static final long REQUEUE_DELAY_MS = 100;
    static final String LOCK_NAME = "lock-";

    /** What reaches the selector's decision. */
    private enum What { QUEUED, LEADER_BEGINS, LEADER_RETURNED, LOCK_LOST, LEADERSHIP_ENDED, INTERRUPT_ASKED, CLOSED }

    private record Happened(What what, CompletableFuture<Acquisition> attempt, Acquisition lock, Thread thread) {
        static Happened of(What what) {
            return new Happened(what, null, null, null);
        }
    }

    /**
     * What other threads see: the lock led on, whether its leadership ended early (LOST, or the listener
     * cancelled), and the thread running {@code takeLeadership}; null fields when there is none.
     */
    private record Shown(Acquisition leading, boolean ended, Thread leaderThread) {
        static final Shown NONE = new Shown(null, false, null);

        boolean leads() {
            return leading != null && !ended && !leading.lost().isDone();
        }
    }

    private final ZkClient client;
    private final String leaderPath;
    private final LeaderSelectorListener listener;
    private final ExecutorService executor;
    private final boolean ownsExecutor;
    private final Lifecycle lifecycle = new Lifecycle();
    private final Once autoRequeue = new Once();
    private final Cell<String> id = new Cell<>("");
    private final Turn queued = new Turn(); // held from a queued attempt until its leadership ends or it fails
    private final ConnectionStateListener stateForwarder = this::forwardState;
    private final SerialExecutor serial = new SerialExecutor();
    private final Gate<Shown> shown = new Gate<>(Shown.NONE); // published by decide() only
    private InterProcessMutex mutex;
    private CompletableFuture<Acquisition> pending; // decide() only

    /** Leads on a thread of its own (a daemon, created when first needed). */
    public LeaderSelector(ZkClient client, String leaderPath, LeaderSelectorListener listener) {
        this(client, leaderPath, Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "zkwire-leader-selector " + leaderPath);
            t.setDaemon(true);
            return t;
        }), true, listener);
    }

    /** Leads on a thread of {@code executor}, which {@link #close()} leaves running. */
    public LeaderSelector(ZkClient client, String leaderPath, ExecutorService executor,
            LeaderSelectorListener listener) {
        this(client, leaderPath, executor, false, listener);
    }

    private LeaderSelector(ZkClient client, String leaderPath, ExecutorService executor, boolean ownsExecutor,
            LeaderSelectorListener listener) {
        this.client = Objects.requireNonNull(client, "client must not be null: pass a started ZkClient");
        this.leaderPath = ZPaths.validate(leaderPath);
        this.executor = Objects.requireNonNull(executor, "executor must not be null");
        this.ownsExecutor = ownsExecutor;
        this.listener = Objects.requireNonNull(listener, "listener must not be null");
    }

    /** Queue again each time {@code takeLeadership} returns (and after a failed attempt). */
    public void autoRequeue() {
        autoRequeue.claim();
    }

    /** The id written into this participant's node; set it before {@link #start()}. */
    public void setId(String id) {
        this.id.set(Objects.requireNonNull(id, "id must not be null: pass \"\" for none"));
    }

    /** The id written into this participant's node ("" unless set). */
    public String getId() {
        return id.read();
    }

    /** Joins the queue; returns at once. */
    public void start() {
        if (!lifecycle.start()) {
            throw new IllegalStateException("Cannot be started more than once: " + leaderPath);
        }
        String currentId = id.read();
        mutex = MutexWithNodeData.create(client, leaderPath,
                currentId.isEmpty() ? null : Participants.idBytes(currentId));
        client.addConnectionStateListener(stateForwarder);
        requeue();
    }

    /**
     * Queues again unless queued or leading already.
     *
     * @return true if queued by this call
     * @throws IllegalStateException if not started or closed
     */
    public boolean requeue() {
        if (!lifecycle.isStarted()) {
            throw new IllegalStateException("LeaderSelector is not started or was closed: " + leaderPath);
        }
        if (!queued.take()) {
            return false;
        }
        CompletableFuture<Acquisition> attempt = mutex.acquireAsync();
        serial.execute(() -> decide(new Happened(What.QUEUED, attempt, null, null)));
        attempt.whenComplete(this::acquired);
        return true;
    }

    /** True while this participant leads: from the lock's acquisition until its release or lost signal. */
    public boolean hasLeadership() {
        return shown.read().leads();
    }

    /** Interrupts the thread running {@code takeLeadership}, if this participant leads. */
    public void interruptLeadership() {
        serial.execute(() -> decide(Happened.of(What.INTERRUPT_ASKED)));
    }

    /** Leaves: a queued attempt is abandoned (its node deleted), a leader is interrupted. */
    @Override
    public void close() {
        if (!lifecycle.close()) {
            throw new IllegalStateException("Already closed or has not been started: " + leaderPath);
        }
        client.removeConnectionStateListener(stateForwarder);
        serial.execute(() -> decide(Happened.of(What.CLOSED)));
        if (ownsExecutor) {
            executor.shutdown();
        }
    }

    /** All participants in lock order, the leader first, read from the server now. */
    public Collection<Participant> getParticipants() throws Exception {
        return Participants.read(client, leaderPath, LOCK_NAME);
    }

    /** The current leader as the server shows it, or a participant with an empty id if nobody contends. */
    public Participant getLeader() throws Exception {
        return Participants.leader(client, leaderPath, LOCK_NAME);
    }

    /** The one place the leader state changes; runs in the selector's serial tasks only. */
    private void decide(Happened happened) {
        Shown now = shown.read();
        switch (happened.what()) {
            case QUEUED -> {
                if (lifecycle.isStarted()) {
                    pending = happened.attempt();
                } else {
                    happened.attempt().cancel(false); // closed meanwhile, after CLOSED cancelled what was pending
                }
            }
            case LEADER_BEGINS -> shown.publish(lifecycle.isStarted()
                    ? new Shown(happened.lock(), false, happened.thread()) : new Shown(null, false, happened.thread()));
            case LEADER_RETURNED -> shown.publish(Shown.NONE); // no interrupt reaches the thread after this
            case LOCK_LOST -> {
                if (now.leading() == happened.lock()) {
                    interrupt(now); // a later leadership under the same lock began after this one was cleared
                }
            }
            case LEADERSHIP_ENDED -> endLeadership(now);
            case INTERRUPT_ASKED -> interrupt(now);
            case CLOSED -> {
                if (pending != null) {
                    pending.cancel(false);
                }
                interrupt(now);
            }
        }
    }

    private void endLeadership(Shown now) {
        if (now.leading() != null) {
            shown.publish(new Shown(now.leading(), true, now.leaderThread()));
            interrupt(now);
        }
    }

    private static void interrupt(Shown now) {
        if (now.leaderThread() != null) {
            now.leaderThread().interrupt();
        }
    }

    private void acquired(Acquisition acquisition, Throwable failure) {
        if (failure == null) {
            try {
                executor.execute(() -> lead(acquisition));
            } catch (RejectedExecutionException closed) {
                acquisition.releaseAsync();
            }
            return;
        }
        queued.giveBack();
        if (!(ReplyFailures.unwrap(failure) instanceof CancellationException)) {
            LOG.log(System.Logger.Level.WARNING, "LeaderSelector " + leaderPath + " could not queue: "
                    + ReplyFailures.unwrap(failure) + (autoRequeue.isClaimed() ? "; queueing again" : ""));
            if (autoRequeue.isClaimed()) {
                RecipeThreads.schedule(this::requeueIfStarted, TimeUnit.MILLISECONDS.toNanos(REQUEUE_DELAY_MS));
            }
        }
    }

    private void lead(Acquisition acquisition) {
        Thread leader = Thread.currentThread();
        serial.execute(() -> decide(new Happened(What.LEADER_BEGINS, null, acquisition, leader)));
        Shown begun = awaitShown(s -> s.leaderThread() == leader);
        if (begun.leading() != acquisition) {
            serial.execute(() -> decide(Happened.of(What.LEADER_RETURNED)));
            awaitShown(s -> s.leaderThread() != leader);
            Thread.interrupted(); // a close's interrupt, meant for a leadership that never began
            acquisition.releaseAsync();
            return;
        }
        // after a normal release leadership is already cleared, so only a loss interrupts
        acquisition.lost().thenAccept(loss ->
                serial.execute(() -> decide(new Happened(What.LOCK_LOST, null, acquisition, null))));
        try {
            takeLeadership();
        } finally {
            serial.execute(() -> decide(Happened.of(What.LEADER_RETURNED)));
            awaitShown(s -> s.leaderThread() != leader);
            Thread.interrupted(); // the interrupt was meant for takeLeadership, not for this thread's next task
            queued.giveBack();
            acquisition.releaseAsync();
            if (autoRequeue.isClaimed()) {
                requeueIfStarted();
            }
        }
    }

    /** Runs the listener's leadership, checked after it is published: a loss from here on interrupts it. */
    private void takeLeadership() {
        try {
            if (hasLeadership()) {
                listener.takeLeadership(client);
            } else {
                LOG.log(System.Logger.Level.INFO, "LeaderSelector " + leaderPath + " lost its lock before"
                        + " takeLeadership could start; not leading on it"
                        + (autoRequeue.isClaimed() ? ", queueing again" : ""));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable e) {
            LOG.log(System.Logger.Level.WARNING, "takeLeadership of " + leaderPath + " threw", e);
        }
    }

    /**
     * The leader thread's wait for its own step, which the tasks ahead of it keep short; an interrupt that
     * comes meanwhile is kept for {@code takeLeadership} (it ends the leadership about to begin).
     */
    private Shown awaitShown(Predicate<Shown> holds) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return shown.await(holds);
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void requeueIfStarted() {
        try {
            requeue();
        } catch (IllegalStateException closed) {
            // closed meanwhile: nothing to queue for
        }
    }

    private void forwardState(ZkClient c, ConnectionState newState) {
        if (newState == ConnectionState.LOST) {
            // the lock's lost signal follows from this very state; do not let the leader act until it runs
            serial.execute(() -> decide(Happened.of(What.LEADERSHIP_ENDED)));
        }
        try {
            listener.stateChanged(c, newState);
        } catch (CancelLeadershipException e) {
            // hasLeadership() is false from the cancel, not from when takeLeadership returns
            serial.execute(() -> decide(Happened.of(What.LEADERSHIP_ENDED)));
        }
    }
}
