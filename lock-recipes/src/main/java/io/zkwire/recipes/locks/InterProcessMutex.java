package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.Blocking;
import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.LockSorting;
import io.zkwire.recipes.internal.MutexWithNodeData;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/**
 * Curator's {@code InterProcessMutex}: a re-entrant (per thread), fair mutex across JVMs. Its nodes are
 * {@code <path>/_c_<uuid>-lock-<sequence>}, ephemeral sequential, with Curator's data, order and watch
 * targets (docs/contributing/protocol.md §7.4), so zkwire and Curator processes exclude each other on the same path.
 *
 * <p>Beyond Curator:
 * <ul>
 *   <li>{@link #fencingToken()}: the holder's node czxid, increasing with every acquisition;</li>
 *   <li>{@link #lostSignal()}: completes only when the lock is lost unexpectedly (session lost, node
 *       deleted, client closed while held), never on a normal release, see {@link LockLoss};
 *       {@link #isHeldSafely()} answers "may I still act as the holder?";</li>
 *   <li>{@link #acquireAsync()} / {@link #acquireAsync(long, TimeUnit)}: acquisitions not tied to a
 *       thread, waiting without a thread; the blocking methods are built on them;</li>
 *   <li>an uncontended acquire costs one round trip (create and listing pipelined; Curator waits for the
 *       create's reply before listing); a waiter whose only blocker goes away takes the lock without
 *       listing again, and local waiters queued behind a local holder follow it without listing.</li>
 * </ul>
 * As with Curator, a timed-out, interrupted or failed acquire deletes its node (guaranteed delete), and a
 * create whose reply was lost is found again by its protected prefix, so no orphan node stays behind.
 */
public class InterProcessMutex implements InterProcessLock, Revocable<InterProcessMutex> {

    static final String LOCK_NAME = "lock-";

    static {
        MutexWithNodeData.register(InterProcessMutex::withNodeData);
    }

    /** A thread's hold and how often it entered; replaced, never changed, and only by the thread itself. */
    private record ThreadHold(HeldLock acquisition, int count) {}

    private final String basePath;
    private final LockPath lock;
    private final NodeRequest request;
    private final ConcurrentMap<Thread, ThreadHold> threadHolds = new ConcurrentHashMap<>();

    /**
     * @param client a started client
     * @param path   the lock path; its lock nodes are its children
     */
    public InterProcessMutex(ZkClient client, String path) {
        this(new Nodes(client), path, NodeRequest.sequential(LOCK_NAME, IndexPolicy.MUTEX),
                LockSorting.standard(LOCK_NAME), null);
    }

    /**
     * A mutex whose order and predicate come from {@code driver} (Curator's constructor of the same
     * shape): nodes are still {@code _c_<uuid>-lock-<seq>}, one holder at a time unless the driver
     * decides otherwise. A plain {@link StandardLockInternalsDriver} gives the same lock as
     * {@link #InterProcessMutex(ZkClient, String)}.
     */
    public InterProcessMutex(ZkClient client, String path, LockInternalsDriver driver) {
        this(client, path, LOCK_NAME, 1, driver);
    }

    /**
     * Curator's constructor for lock variants: nodes named {@code _c_<uuid>-<lockName><seq>}, sorted by the
     * driver for that lock name, and up to {@code maxLeases} holders as the driver decides.
     */
    protected InterProcessMutex(ZkClient client, String path, String lockName, int maxLeases,
            LockInternalsDriver driver) {
        this(new Nodes(client), path, DriverPolicy.request(client, lockName, maxLeases, driver),
                name -> driver.fixForSorting(name, lockName), null);
    }

    InterProcessMutex(Nodes nodes, String path, NodeRequest request, UnaryOperator<String> sortKey, byte[] data) {
        this.basePath = ZPaths.validate(path);
        this.request = request;
        this.lock = new LockPath(nodes, basePath, sortKey, data);
    }

    /** A mutex with {@code data} in its nodes, named after {@code lockName}, telling {@code ownNodes} of each. */
    private static InterProcessMutex withNodeData(ZkClient client, String path, String lockName, byte[] data,
            MutexWithNodeData.OwnNodes ownNodes) {
        String name = lockName == null ? LOCK_NAME : lockName;
        InterProcessMutex mutex = new InterProcessMutex(new Nodes(client), path,
                NodeRequest.sequential(name, IndexPolicy.MUTEX), LockSorting.standard(name), data);
        mutex.lock.observeOwnNodes(ownNodes);
        return mutex;
    }

    /**
     * Acquires, blocking until available; re-entrant: each call must be balanced by {@link #release()}.
     * Keeps waiting through SUSPENDED and starts over with a new node when the node goes with a LOST session
     * (at most 3 times); fails when a sixth listing or watch request in a row fails with connection loss (the
     * first five are retried), when the create fails for good (after 6 attempts in a row with the outcome
     * unknown or with no connection, each waiting up to connectionTimeoutMs for one: 90 s with the defaults),
     * or when the client is closed.
     *
     * @throws IllegalStateException if the calling thread's hold was lost (re-entry is refused: release it)
     */
    @Override
    public void acquire() throws Exception {
        if (!internalLock(Deadline.NONE)) {
            throw new IOException("Lost connection while trying to acquire lock: " + basePath);
        }
    }

    /**
     * Returns false by the deadline (plus at most 150 ms for a reply
     * already on its way) whatever the connection does; a node created meanwhile is deleted.
     */
    @Override
    public boolean acquire(long time, TimeUnit unit) throws Exception {
        return internalLock(Deadline.after(time, unit));
    }

    /**
     * Releases once; the lock is given up when the calling thread's acquisitions are all released.
     *
     * @throws IllegalMonitorStateException if the calling thread does not own the lock
     */
    @Override
    public void release() throws Exception {
        Thread current = Thread.currentThread();
        ThreadHold hold = threadHolds.get(current);
        if (hold == null) {
            throw new IllegalMonitorStateException("You do not own the lock: " + basePath);
        }
        if (hold.count() > 1) {
            threadHolds.put(current, new ThreadHold(hold.acquisition(), hold.count() - 1));
            return;
        }
        try {
            Blocking.await(hold.acquisition().release()); // returns once the delete is sent, see releaseAsync
        } finally {
            threadHolds.remove(current);
        }
    }

    /** Curator's meaning: local bookkeeping, true until released even if the lock was lost meanwhile. */
    @Override
    public boolean isAcquiredInThisProcess() {
        return lock.heldHere();
    }

    /**
     * Curator's meaning: local bookkeeping. True from the calling thread's acquire until its matching
     * release, even after the lock was lost (see {@link #isHeldSafely()}).
     */
    public boolean isOwnedByCurrentThread() {
        ThreadHold hold = threadHolds.get(Thread.currentThread());
        return hold != null;
    }

    /**
     * "May I still act as the holder?": owned by the calling thread and no loss signalled (see
     * {@link Acquisition#isLost()}). False the instant the client decides the lock is lost; the thread
     * must still {@link #release()} it.
     */
    public boolean isHeldSafely() {
        ThreadHold hold = threadHolds.get(Thread.currentThread());
        return hold != null && !hold.acquisition().isLost();
    }

    /** All current lock nodes, full paths, in lock order (the holder first). */
    public Collection<String> getParticipantNodes() throws Exception {
        List<String> children;
        try {
            children = lock.nodes().client().getChildren().forPath(basePath);
        } catch (KeeperException.NoNodeException e) {
            children = List.of();
        }
        List<String> paths = new ArrayList<>();
        for (String name : SortedChildren.sort(children, lock.sortKey()).names()) {
            paths.add(ZPaths.join(basePath, name));
        }
        return paths;
    }

    @Override
    public void makeRevocable(RevocationListener<InterProcessMutex> listener) {
        makeRevocable(listener, RecipeThreads.callbacks());
    }

    @Override
    public void makeRevocable(RevocationListener<InterProcessMutex> listener, Executor executor) {
        lock.makeRevocable(new Revocation(listener, this, executor));
    }

    /**
     * The fencing token of the calling thread's acquisition: its lock node's czxid. Larger for every later
     * acquisition of this lock by anyone; pass it to resources so they can refuse a stale holder.
     *
     * @throws IllegalMonitorStateException if the calling thread does not own the lock
     */
    public long fencingToken() {
        return ownHold().acquisition().fencingToken();
    }

    /**
     * Completes when the calling thread's acquisition is lost unexpectedly (see {@link Acquisition#lost()}):
     * never on a normal release.
     *
     * @throws IllegalMonitorStateException if the calling thread does not own the lock
     */
    public CompletableFuture<LockLoss> lostSignal() {
        return ownHold().acquisition().lost();
    }

    /**
     * Acquires without blocking or tying the lock to a thread: not re-entrant, each call contends with its
     * own node. Cancelling the future abandons the attempt and deletes its node.
     */
    public CompletableFuture<Acquisition> acquireAsync() {
        return CallerFutures.of(lock.contend(request, Deadline.NONE), Optional::orElseThrow);
    }

    /**
     * As {@link #acquireAsync()} but gives up after the time: the future then completes with an empty
     * Optional (and the attempt's node is deleted).
     */
    public CompletableFuture<Optional<Acquisition>> acquireAsync(long time, TimeUnit unit) {
        return CallerFutures.of(lock.contend(request, Deadline.after(time, unit)),
                held -> held.map(Acquisition.class::cast));
    }

    /** The lock path given at construction. */
    public String basePath() {
        return basePath;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "{" + basePath + "}";
    }

    /** The full path of the calling thread's lock node, or null if it does not hold the lock (as Curator). */
    public String getLockPath() {
        HeldLock held = heldByCurrentThread();
        return held == null ? null : held.nodePath();
    }

    /** The calling thread's acquisition, or null. */
    HeldLock heldByCurrentThread() {
        ThreadHold hold = threadHolds.get(Thread.currentThread());
        return hold == null ? null : hold.acquisition();
    }

    /** The node a blocking acquire of the calling thread creates; the read lock's downgrade changes it. */
    NodeRequest requestForCurrentThread() {
        return request;
    }

    private boolean internalLock(Deadline deadline) throws Exception {
        Thread current = Thread.currentThread();
        ThreadHold hold = threadHolds.get(current);
        if (hold != null) {
            LockLoss loss = hold.acquisition().loss();
            if (loss != null) {
                throw new IllegalStateException("Cannot re-enter lock " + basePath + ": this thread's hold was lost ("
                        + loss.reason() + ", node " + loss.nodePath() + "); release() it, then acquire again");
            }
            threadHolds.put(current, new ThreadHold(hold.acquisition(), hold.count() + 1));
            return true;
        }
        Optional<HeldLock> acquired = Attempt.await(lock.contend(requestForCurrentThread(), deadline));
        acquired.ifPresent(a -> threadHolds.put(current, new ThreadHold(a, 1)));
        return acquired.isPresent();
    }

    private ThreadHold ownHold() {
        ThreadHold hold = threadHolds.get(Thread.currentThread());
        if (hold == null) {
            throw new IllegalMonitorStateException("You do not own the lock: " + basePath);
        }
        return hold;
    }
}
