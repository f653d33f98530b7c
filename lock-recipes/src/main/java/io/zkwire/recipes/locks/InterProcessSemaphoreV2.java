package io.zkwire.recipes.locks;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.LockSorting;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.shared.SharedCount;
import io.zkwire.recipes.shared.SharedCountListener;
import io.zkwire.recipes.shared.SharedCountReader;
import java.io.IOException;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;

/**
 * Curator's {@code InterProcessSemaphoreV2} (docs/contributing/protocol.md §7.6): a counting semaphore across JVMs, mostly
 * fair. Lease nodes are {@code <path>/leases/_c_<uuid>-lease-<seq>}; a lease is taken while holding the
 * mutex {@code <path>/locks} (Curator's node names), so Curator and zkwire processes share the leases.
 * As with Curator, every user of a path must use the same {@code maxLeases}: it is not stored anywhere,
 * unless it comes from a {@link SharedCount}.
 *
 * <p>Beyond Curator: each {@link Lease} carries a fencing token and a lost signal; the asynchronous
 * {@code acquireAsync} methods wait without threads; the lease listing is pipelined behind the lease's
 * create and read without a watch, and a child watch is set only if the lease must wait (Curator always
 * sets one, then removes it with an extra round trip). As with Curator, a timed-out or failed acquire
 * returns every lease it took, so a multi-lease acquire is all or nothing.
 */
public class InterProcessSemaphoreV2 {

    private static final String LOCK_PARENT = "locks";
    private static final String LEASE_PARENT = "leases";
    private static final String LEASE_BASE_NAME = "lease-";

    private final ZkClient client;
    private final String leasesPath;
    private final LockPath mutex;
    private final NodeRequest mutexRequest = NodeRequest.sequential(InterProcessMutex.LOCK_NAME, IndexPolicy.MUTEX);
    private final LockPath leases;
    private final NodeRequest leaseRequest;

    /**
     * @param path      the semaphore path
     * @param maxLeases the number of leases, the same in every process using the path
     */
    public InterProcessSemaphoreV2(ZkClient client, String path, int maxLeases) {
        this(client, path, checkedMax(maxLeases), null);
    }

    /**
     * A semaphore whose number of leases is a shared count (Curator's constructor of the same shape):
     * every process using the path should use the same count node. When the count changes, waiting
     * leases look again at once; leases already held are kept when it shrinks.
     *
     * @param count a started {@link SharedCount} (or another reader of one)
     */
    public InterProcessSemaphoreV2(ZkClient client, String path, SharedCountReader count) {
        this(client, path, count::getCount, count);
    }

    private InterProcessSemaphoreV2(ZkClient client, String path, IntSupplier maxLeases, SharedCountReader count) {
        Nodes nodes = new Nodes(client);
        String base = ZPaths.validate(path);
        this.client = client;
        this.leasesPath = ZPaths.join(base, LEASE_PARENT);
        this.mutex = new LockPath(nodes, ZPaths.join(base, LOCK_PARENT),
                LockSorting.standard(InterProcessMutex.LOCK_NAME), null);
        this.leases = new LockPath(nodes, leasesPath, LockSorting.standard(LEASE_BASE_NAME), null);
        this.leaseRequest = new NodeRequest(LEASE_BASE_NAME, CreateMode.EPHEMERAL_SEQUENTIAL,
                new LeaseCountPolicy(maxLeases), false);
        if (count != null) {
            count.addListener(new CountWatcher(leases), RecipeThreads.direct());
        }
    }

    private static IntSupplier checkedMax(int maxLeases) {
        if (maxLeases < 1) {
            throw new IllegalArgumentException("maxLeases must be at least 1, was " + maxLeases);
        }
        return () -> maxLeases;
    }

    /** Wakes the waiting leases when the count changes (Curator's notifyAll on countHasChanged). */
    private record CountWatcher(LockPath leases) implements SharedCountListener {
        @Override
        public void countHasChanged(SharedCountReader sharedCount, int newCount) {
            leases.relistWaiters();
        }

        @Override
        public void stateChanged(ZkClient client, ConnectionState newState) {
            // the leases follow the session themselves
        }
    }

    /** The data of lease nodes created from now on (null: Curator's default). */
    public void setNodeData(byte[] nodeData) {
        leases.setData(nodeData);
    }

    /** The names of the current lease nodes (Curator returns names, not paths); empty if none yet. */
    public Collection<String> getParticipantNodes() throws Exception {
        try {
            return client.getChildren().forPath(leasesPath);
        } catch (KeeperException.NoNodeException e) {
            return List.of();
        }
    }

    /** Closes all the leases, ignoring failures. */
    public void returnAll(Collection<Lease> leasesToReturn) {
        for (Lease lease : leasesToReturn) {
            returnLease(lease);
        }
    }

    /** Closes the lease, ignoring failures (the delete goes on in the background). */
    public void returnLease(Lease lease) {
        try {
            lease.close();
        } catch (IOException | RuntimeException ignored) {
            // Curator's closeQuietly
        }
    }

    /** Acquires one lease, blocking until one is free. */
    public Lease acquire() throws Exception {
        return acquire(1).iterator().next();
    }

    /** Acquires {@code qty} leases, blocking until all are held. */
    public Collection<Lease> acquire(int qty) throws Exception {
        return toLeases(Attempt.await(start(qty, Deadline.NONE)).orElseThrow());
    }

    /** Acquires one lease, or returns null if the time runs out. */
    public Lease acquire(long time, TimeUnit unit) throws Exception {
        Collection<Lease> acquired = acquire(1, time, unit);
        return acquired == null ? null : acquired.iterator().next();
    }

    /**
     * Acquires {@code qty} leases within the time, or none: returns null if the time runs out, after
     * returning the leases taken so far.
     */
    public Collection<Lease> acquire(int qty, long time, TimeUnit unit) throws Exception {
        return Attempt.await(start(qty, Deadline.after(time, unit))).map(this::toLeases).orElse(null);
    }

    /** {@link #acquire()} without a thread: completes with the lease once one is free. */
    public CompletableFuture<Lease> acquireAsync() {
        return CallerFutures.of(start(1, Deadline.NONE), acquired -> toLease(acquired.orElseThrow().get(0)));
    }

    /** Completes with an empty Optional if the time runs out. */
    public CompletableFuture<Optional<Lease>> acquireAsync(long time, TimeUnit unit) {
        return CallerFutures.of(start(1, Deadline.after(time, unit)), acquired -> acquired.map(a -> toLease(a.get(0))));
    }

    /** {@code acquire(qty)} without a thread: completes with all {@code qty} leases once they are free. */
    public CompletableFuture<Collection<Lease>> acquireAsync(int qty) {
        return CallerFutures.of(start(qty, Deadline.NONE), acquired -> toLeases(acquired.orElseThrow()));
    }

    /** Completes with an empty Optional if the time runs out; then no lease is held. */
    public CompletableFuture<Optional<Collection<Lease>>> acquireAsync(int qty, long time, TimeUnit unit) {
        return CallerFutures.of(start(qty, Deadline.after(time, unit)), acquired -> acquired.map(this::toLeases));
    }

    private LeasesAttempt start(int qty, Deadline deadline) {
        if (qty < 1) {
            throw new IllegalArgumentException("qty must be at least 1, was " + qty);
        }
        return new LeasesAttempt(mutex, mutexRequest, leases, leaseRequest, qty, deadline).start();
    }

    private Lease toLease(HeldLock held) {
        return new HeldLease(held, client);
    }

    private Collection<Lease> toLeases(List<HeldLock> held) {
        return held.stream().map(this::toLease).toList();
    }
}
