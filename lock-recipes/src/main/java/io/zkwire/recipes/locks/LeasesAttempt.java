package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.Deadline;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Acquires {@code qty} leases one after the other, each as Curator does (docs/contributing/protocol.md §7.6): take the
 * semaphore's mutex, create the lease node and wait until the leases parent has at most maxLeases
 * children, release the mutex. One deadline covers everything; on timeout, failure or abandonment every
 * lease taken so far is returned, so it is all or nothing. A lease node that vanishes while waiting
 * (session loss) sends that lease back to the mutex, as Curator's retry does.
 *
 * <p>One round trip fewer than Curator when nobody else is at the mutex: the lease node is created and
 * the leases listed right behind the mutex's create and listing, in the same burst. If the mutex was
 * granted by that first listing, the lease attempt goes on as if it had started after the grant (it did
 * start after our mutex node existed, and nobody was ahead of it); if the mutex had to wait, the early
 * lease node is deleted and a lease is contended for afresh once the mutex is ours, as in Curator, so a
 * process already waiting at the mutex is never overtaken. Counting stays safe either way: every holder
 * lists the leases after creating its own node, so the last one to create sees all the others, and an
 * early node only makes others count one more for a moment (docs/contributing/protocol.md §7.6).
 */
final class LeasesAttempt implements Attempt<List<HeldLock>> {

    private final LockPath mutex;
    private final NodeRequest mutexRequest;
    private final LockPath leases;
    private final NodeRequest leaseRequest;
    private final Deadline deadline;
    private final SerialExecutor serial = new SerialExecutor();
    private final CompletableFuture<Optional<List<HeldLock>>> outcome = new CompletableFuture<>();

    // Touched only inside serial tasks.
    private final List<HeldLock> acquired = new ArrayList<>();
    private int remaining;
    private int retries;
    private Attempt<HeldLock> current;
    private Contender earlyLease; // the lease contended for alongside the mutex, until the mutex decides
    private boolean abandoned;

    LeasesAttempt(LockPath mutex, NodeRequest mutexRequest, LockPath leases, NodeRequest leaseRequest,
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
            discardEarlyLease();
        });
    }

    @Override
    public void releaseUnclaimed(List<HeldLock> acquired) {
        acquired.forEach(HeldLock::release);
    }

    private void next() {
        if (remaining == 0) {
            outcome.complete(Optional.of(List.copyOf(acquired)));
            return;
        }
        Contender attempt = mutex.contend(mutexRequest, deadline);
        current = attempt;
        Contender early = leases.contend(leaseRequest, deadline);
        earlyLease = early;
        // the moment the mutex has to wait, the early lease goes: a lease held outside the mutex while its
        // holder queues for the mutex would keep the process at the head of the mutex waiting for a lease
        attempt.grantedAtOnce().thenAccept(atOnce -> serial.execute(() -> {
            if (!atOnce && earlyLease == early) {
                discardEarlyLease();
            }
        }));
        attempt.outcome().whenComplete((held, failure) -> serial.execute(() -> onMutex(orEmpty(held), failure)));
    }

    private void onMutex(Optional<HeldLock> mutexHold, Throwable failure) {
        Contender early = earlyLease; // still here only if the mutex was granted at once
        earlyLease = null;
        if (failure != null || mutexHold.isEmpty() || abandoned) {
            mutexHold.ifPresent(HeldLock::release);
            discard(early);
            end(failure);
            return;
        }
        Attempt<HeldLock> attempt = early != null ? early : leases.contend(leaseRequest, deadline);
        current = attempt;
        attempt.outcome().whenComplete((lease, leaseFailure) ->
                serial.execute(() -> onLease(mutexHold.get(), orEmpty(lease), leaseFailure)));
    }

    private void onLease(HeldLock mutexHold, Optional<HeldLock> lease, Throwable failure) {
        mutexHold.release(); // whatever happened, the mutex is done with (Curator's finally)
        lease.ifPresent(acquired::add);
        if (failure != null && ReplyFailures.isNoNode(failure) && !abandoned && retries++ < Contender.MAX_RESTARTS) {
            next(); // the lease node vanished: start this lease over from the mutex
        } else if (failure != null || lease.isEmpty() || abandoned) {
            end(failure);
        } else {
            remaining--;
            next();
        }
    }

    private void discardEarlyLease() {
        discard(earlyLease);
        earlyLease = null;
    }

    /** Gives up a lease attempt whatever it reached: abandoned if still contending, released if granted. */
    private static void discard(Contender lease) {
        if (lease != null) {
            lease.abandon();
            lease.outcome().thenAccept(held -> orEmpty(held).ifPresent(HeldLock::release));
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
            outcome.completeExceptionally(ReplyFailures.unwrap(failure));
        }
    }
}
