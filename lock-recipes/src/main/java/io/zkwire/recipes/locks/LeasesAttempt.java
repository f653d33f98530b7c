package io.zkwire.recipes.locks;

import io.zkwire.recipes.nodes.Failures;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Acquires {@code qty} leases one after the other, each as Curator does (docs/protocol.md §7.6): take the
 * semaphore's mutex, create the lease node and wait until the leases parent has at most maxLeases
 * children, release the mutex. One deadline covers everything; on timeout, failure or abandonment every
 * lease taken so far is returned, so it is all or nothing. A lease node that vanishes while waiting
 * (session loss) sends that lease back to the mutex, as Curator's retry does.
 */
final class LeasesAttempt implements Attempt<List<HeldLock>> {

    private final LockEngine mutex;
    private final NodeRequest mutexRequest;
    private final LockEngine leases;
    private final NodeRequest leaseRequest;
    private final Deadline deadline;
    private final SerialExecutor serial = new SerialExecutor();
    private final CompletableFuture<Optional<List<HeldLock>>> outcome = new CompletableFuture<>();

    // Touched only inside serial tasks.
    private final List<HeldLock> acquired = new ArrayList<>();
    private int remaining;
    private int retries;
    private Attempt<HeldLock> current;
    private boolean abandoned;

    LeasesAttempt(LockEngine mutex, NodeRequest mutexRequest, LockEngine leases, NodeRequest leaseRequest,
            int qty, Deadline deadline) {
        this.mutex = mutex;
        this.mutexRequest = mutexRequest;
        this.leases = leases;
        this.leaseRequest = leaseRequest;
        this.remaining = qty;
        this.deadline = deadline;
    }

    LeasesAttempt start() {
        serial.execute(this::next);
        return this;
    }

    @Override
    public CompletableFuture<Optional<List<HeldLock>>> outcome() {
        return outcome;
    }

    @Override
    public void abandon() {
        serial.execute(() -> {
            abandoned = true;
            if (current != null) {
                current.abandon();
            }
        });
    }

    private void next() {
        if (remaining == 0) {
            outcome.complete(Optional.of(List.copyOf(acquired)));
            return;
        }
        Attempt<HeldLock> attempt = mutex.contend(mutexRequest, deadline);
        current = attempt;
        attempt.outcome().whenComplete((held, failure) -> serial.execute(() -> onMutex(orEmpty(held), failure)));
    }

    private void onMutex(Optional<HeldLock> mutexHold, Throwable failure) {
        if (failure != null || mutexHold.isEmpty() || abandoned) {
            mutexHold.ifPresent(HeldLock::release);
            end(failure);
            return;
        }
        Attempt<HeldLock> attempt = leases.contend(leaseRequest, deadline);
        current = attempt;
        attempt.outcome().whenComplete((lease, leaseFailure) ->
                serial.execute(() -> onLease(mutexHold.get(), orEmpty(lease), leaseFailure)));
    }

    private void onLease(HeldLock mutexHold, Optional<HeldLock> lease, Throwable failure) {
        mutexHold.release(); // whatever happened, the mutex is done with (Curator's finally)
        lease.ifPresent(acquired::add);
        if (failure != null && Failures.isNoNode(failure) && !abandoned && retries++ < Contender.MAX_RESTARTS) {
            next(); // the lease node vanished: start this lease over from the mutex
        } else if (failure != null || lease.isEmpty() || abandoned) {
            end(failure);
        } else {
            remaining--;
            next();
        }
    }

    /** A failed attempt completes with a null value: seen here as no hold. */
    private static Optional<HeldLock> orEmpty(Optional<HeldLock> outcome) {
        return outcome == null ? Optional.empty() : outcome;
    }

    /** Returns every lease taken; empty outcome for a timeout or abandonment. */
    private void end(Throwable failure) {
        acquired.forEach(HeldLock::release);
        acquired.clear();
        if (failure == null) {
            outcome.complete(Optional.empty());
        } else {
            outcome.completeExceptionally(Failures.unwrap(failure));
        }
    }
}
