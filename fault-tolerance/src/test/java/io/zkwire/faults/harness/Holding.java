package io.zkwire.faults.harness;

import io.zkwire.faults.harness.FencedWrite.Outcome;
import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.LockLoss;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A granted acquisition in use by a holder that honours the lost signal: it stops using the lock the moment the
 * signal comes, and records when that was. {@link #finish()} releases it and hands its {@link Hold} to the history.
 */
final class Holding {

    /** How long a lost signal may follow the session id's change and still count as given (not as missing). */
    private static final Duration SIGNAL_ON_ITS_WAY = Duration.ofSeconds(5);

    private final Contestant owner;
    private final Primitive primitive;
    private final Role role;
    private final Acquisition acquisition;
    private final long grantNanos;
    private final long startNanos = System.nanoTime();
    private final long sessionAtGrant;
    private final CompletableFuture<LockLoss> lost;
    private final AtomicLong lostNanos = new AtomicLong(-1);
    private final Stat node;
    private volatile boolean nodeGoneSeen;

    private Holding(Contestant owner, Primitive primitive, Role role, Acquisition acquisition, long grantNanos)
            throws InterruptedException {
        this.owner = owner;
        this.primitive = primitive;
        this.role = role;
        this.acquisition = acquisition;
        this.grantNanos = grantNanos;
        this.sessionAtGrant = owner.client().sessionId();
        this.lost = acquisition.lost();
        lost.whenComplete((loss, failure) -> noteLost());
        this.node = ownNode();
    }

    static Holding begin(Contestant owner, Primitive primitive, Role role, Acquisition acquisition, long grantNanos)
            throws InterruptedException {
        return new Holding(owner, primitive, role, acquisition, grantNanos);
    }

    /** The own lock node's Stat, for its version and czxid; null if it cannot be read now. */
    private Stat ownNode() throws InterruptedException {
        try {
            return Waits.get(owner.client().async().checkExists().forPath(acquisition.nodePath()),
                    owner.settings().hangLimit());
        } catch (ExecutionException | TimeoutException e) {
            return null;
        }
    }

    /** The first time the holder learns of the signal (completion, or a look at the future, whichever is first). */
    private void noteLost() {
        lostNanos.compareAndSet(-1, System.nanoTime());
    }

    Role role() {
        return role;
    }

    long sessionAtGrant() {
        return sessionAtGrant;
    }

    /** True once the lock can no longer be trusted (the lost signal completes only on an unexpected loss). */
    boolean isLost() {
        LockLoss loss = lost.getNow(null);
        return loss != null;
    }

    /** Waits up to {@code limit} for the lost signal; the loss, or null if none came. */
    LockLoss awaitLoss(Duration limit) throws InterruptedException {
        try {
            return lost.get(limit.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (ExecutionException e) {
            throw new AssertionError("a lost signal never fails", e);
        }
    }

    /**
     * A fenced write of this hold's token. {@code afterLostSignal}: written on purpose although the lost signal
     * came, as a holder that ignores it (a paused process waking up) would; the register must refuse it.
     */
    Outcome write(boolean afterLostSignal) throws InterruptedException {
        Outcome outcome;
        try {
            outcome = owner.register().write(primitive, acquisition, node == null ? 0 : node.version());
        } catch (TimeoutException e) {
            owner.history().hang("a fenced write of " + owner.name() + " (" + primitive.label() + ")");
            outcome = Outcome.UNKNOWN;
        }
        if (outcome == Outcome.REJECTED_NOT_HOLDER && !afterLostSignal) {
            nodeGoneSeen = true;
        }
        owner.history().write(new FencedWrite(primitive, owner.name(), acquisition.fencingToken(), outcome,
                afterLostSignal));
        return outcome;
    }

    /** Stops using the lock and releases it (a guaranteed delete of its node); records the hold. */
    Hold finish() throws InterruptedException {
        long now = System.nanoTime();
        long sessionAtEnd = owner.client().sessionId();
        LockLoss loss = isLost() ? lost.getNow(null) : null;
        if (loss == null && sessionAtEnd != sessionAtGrant) {
            // The client clears its session id before its listeners hear LOST, so the signal may be on its way:
            // it gets a bounded moment, and the check "lost signal before the next conflicting grant" judges it.
            loss = awaitLoss(SIGNAL_ON_ITS_WAY);
        }
        if (loss != null) {
            noteLost(); // the signal is here, though its callback may not have run yet
        }
        long endNanos = loss != null ? Math.min(lostNanos.get(), now) : now;
        try {
            Waits.get(acquisition.releaseAsync(), owner.settings().hangLimit());
        } catch (TimeoutException e) {
            owner.history().hang("the release of " + acquisition.nodePath());
        } catch (ExecutionException e) {
            owner.history().miss(primitive, History.Miss.Kind.FAILED, "release failed: " + e.getCause());
        }
        owner.history().released(acquisition.nodePath());
        Hold hold = new Hold(primitive, role, owner.name(), acquisition.nodePath(), acquisition.fencingToken(),
                node == null ? -1 : node.czxid(), sessionAtGrant, sessionAtEnd, grantNanos, startNanos, endNanos,
                loss == null ? null : loss.reason(), loss == null ? -1 : lostNanos.get(), nodeGoneSeen);
        owner.history().hold(hold);
        return hold;
    }
}
