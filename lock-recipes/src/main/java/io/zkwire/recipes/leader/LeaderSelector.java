package io.zkwire.recipes.leader;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.MutexWithNodeData;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.internal.MutexWithNodeData;
import io.zkwire.recipes.internal.nodes.Failures;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.io.Closeable;
import java.util.Collection;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

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
 * <p>Threads: the selector's queue and leader state change only in tasks on its own serial executor (the
 * recipes' concurrency model, no lock), handed in by callers, the lock's replies and lost signal and the
 * client's connection states; the leader thread waits for the two short tasks that begin and end its
 * leadership, so no interrupt meant for {@code takeLeadership} reaches its next task.
 */
public class LeaderSelector implements Closeable {

    private static final System.Logger LOG = System.getLogger(LeaderSelector.class.getName());
    private static final long REQUEUE_DELAY_MS = 100;
    static final String LOCK_NAME = "lock-";

    private enum State { LATENT, STARTED, CLOSED }

    private final ZkClient client;
    private final String leaderPath;
    private final LeaderSelectorListener listener;
    private final ExecutorService executor;
    private final boolean ownsExecutor;
    private final AtomicBoolean autoRequeue = new AtomicBoolean();
    private final AtomicReference<State> state = new AtomicReference<>(State.LATENT);
    private final ConnectionStateListener stateForwarder = this::forwardState;
    private volatile String id = "";
    private InterProcessMutex mutex;
    private final AtomicBoolean queued = new AtomicBoolean();
    /** Runs every change to the fields below, one at a time, never while waiting or calling the listener. */
    private final SerialExecutor serial = new SerialExecutor();
    private CompletableFuture<Acquisition> pending;
    private volatile Acquisition leadership; // read by hasLeadership() on any thread
    private volatile boolean ended; // LOST, or the listener cancelled, during the current leadership
    private Thread leaderThread;

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
        autoRequeue.set(true);
    }

    /** The id written into this participant's node; set it before {@link #start()}. */
    public void setId(String id) {
        this.id = Objects.requireNonNull(id, "id must not be null: pass \"\" for none");
    }

    /** The id written into this participant's node ("" unless set). */
    public String getId() {
        return id;
    }

    /** Joins the queue; returns at once. */
    public void start() {
        if (!state.compareAndSet(State.LATENT, State.STARTED)) {
            throw new IllegalStateException("Cannot be started more than once: " + leaderPath);
        }
        String currentId = id;
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
        if (state.get() != State.STARTED) {
            throw new IllegalStateException("LeaderSelector is not started or was closed: " + leaderPath);
        }
        if (!queued.compareAndSet(false, true)) {
            return false;
        }
        CompletableFuture<Acquisition> attempt = mutex.acquireAsync();
        serial.execute(() -> {
            if (state.get() == State.STARTED) {
                pending = attempt;
            } else {
                attempt.cancel(false); // closed meanwhile, after close() cancelled what was pending then
            }
        });
        attempt.whenComplete(this::acquired);
        return true;
    }

    /** True while this participant leads: from the lock's acquisition until its release or lost signal. */
    public boolean hasLeadership() {
        Acquisition current = leadership;
        return current != null && !ended && !current.lost().isDone();
    }

    /** Interrupts the thread running {@code takeLeadership}, if this participant leads. */
    public void interruptLeadership() {
        serial.execute(this::interruptLeader);
    }

    private void interruptLeader() {
        if (leaderThread != null) {
            leaderThread.interrupt();
        }
    }

    /** Leaves: a queued attempt is abandoned (its node deleted), a leader is interrupted. */
    @Override
    public void close() {
        if (!state.compareAndSet(State.STARTED, State.CLOSED)) {
            throw new IllegalStateException("Already closed or has not been started: " + leaderPath);
        }
        client.removeConnectionStateListener(stateForwarder);
        serial.execute(() -> {
            if (pending != null) {
                pending.cancel(false);
            }
            interruptLeader();
        });
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

    private void acquired(Acquisition acquisition, Throwable failure) {
        if (failure != null) {
            queued.set(false);
            if (!(Failures.unwrap(failure) instanceof CancellationException)) {
                LOG.log(System.Logger.Level.WARNING, "LeaderSelector " + leaderPath + " could not queue: "
                        + Failures.unwrap(failure) + (autoRequeue.get() ? "; queueing again" : ""));
                if (autoRequeue.get()) {
                    RecipeThreads.schedule(this::requeueIfStarted, TimeUnit.MILLISECONDS.toNanos(REQUEUE_DELAY_MS));
                }
            }
            return;
        }
        try {
            executor.execute(() -> lead(acquisition));
        } catch (RejectedExecutionException closed) {
            acquisition.releaseAsync();
        }
    }

    private void lead(Acquisition acquisition) {
        Thread leader = Thread.currentThread();
        boolean started = onSerial(() -> {
            if (state.get() != State.STARTED) {
                return false;
            }
            leaderThread = leader;
            ended = false;
            leadership = acquisition;
            return true;
        });
        if (!started) {
            acquisition.releaseAsync();
            return;
        }
        // after a normal release leadership is already cleared, so only a loss interrupts
        acquisition.lost().thenAccept(loss -> interruptIfStillLeading(acquisition));
        try {
            // checked after leadership is published: a loss from here on interrupts takeLeadership
            if (hasLeadership()) {
                listener.takeLeadership(client);
            } else {
                LOG.log(System.Logger.Level.INFO, "LeaderSelector " + leaderPath + " lost its lock before"
                        + " takeLeadership could start; not leading on it" + (autoRequeue.get() ? ", queueing again" : ""));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Throwable e) {
            LOG.log(System.Logger.Level.WARNING, "takeLeadership of " + leaderPath + " threw", e);
        } finally {
            onSerial(() -> {
                leadership = null;
                leaderThread = null; // no interrupt can reach this thread once this task ran
                return true;
            });
            Thread.interrupted(); // the interrupt was meant for takeLeadership, not for this thread's next task
            queued.set(false);
            acquisition.releaseAsync();
            if (autoRequeue.get()) {
                requeueIfStarted();
            }
        }
    }

    private void interruptIfStillLeading(Acquisition acquisition) {
        serial.execute(() -> {
            if (leadership == acquisition) {
                interruptLeader(); // a later leadership under the same lock is not interrupted: the one
            }                      // ending now cleared leadership before the next could begin
        });
    }

    /**
     * Runs {@code change} as a task on the selector's serial executor and waits for it: only the leader's
     * thread calls this, around {@code takeLeadership}, and the tasks ahead of it are short.
     */
    private boolean onSerial(java.util.function.BooleanSupplier change) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        serial.execute(() -> done.complete(change.getAsBoolean()));
        return done.join();
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
            serial.execute(this::endLeadership);
        }
        try {
            listener.stateChanged(c, newState);
        } catch (CancelLeadershipException e) {
            // hasLeadership() is false from the cancel, not from when takeLeadership returns
            serial.execute(this::endLeadership);
        }
    }

    private void endLeadership() {
        if (leadership != null) {
            ended = true;
            interruptLeader();
        }
    }
}
