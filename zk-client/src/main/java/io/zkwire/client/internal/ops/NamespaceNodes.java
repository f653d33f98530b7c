package io.zkwire.client.internal.ops;

import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.common.WarningInterval;
import io.zkwire.protocol.KeeperException.Code;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Curator's namespace habit: before a client's first operation, every level of its namespace (below the
 * connect-string chroot) is created as a container node, so that {@code create().forPath("/x")} works in a
 * namespace nobody made. The creates go out just ahead of that operation and are not awaited: a session's
 * requests are handled in the order they are sent, so the operation finds the namespace in place and no
 * call waits longer than it would have. If they fail (no connection, NoAuth), the next operation sends them
 * again, as Curator retries on its next call; once they succeeded they are never sent again, also as in
 * Curator (a namespace deleted later, or reaped as an empty container, is not re-created).
 *
 * <p>An attempt is settled by the replies to its creates, which come before the reply to the operation they
 * precede: so once an operation has returned, the next one sends the creates again if they failed. A create
 * refused with NoAuth is followed by a check whether the namespace exists anyway; that check answers only
 * after the operation, so it may mark the namespace as present but never holds back the next attempt.
 *
 * <p>Called on the caller's thread of every public operation; the lock is held only while the creates
 * are handed to the session, so an operation of another thread cannot overtake them (and for the
 * bookkeeping of the rate-limited warning).
 */
public final class NamespaceNodes {

    private static final System.Logger LOG = System.getLogger(NamespaceNodes.class.getName());
    private static final long WARNING_INTERVAL_MS = 30_000;

    private enum State { NEEDED, SENT, DONE }

    private final Operations ops;
    private final List<String> levels;
    private final ReentrantLock sending = new ReentrantLock();
    private final AtomicReference<State> state;
    // guarded by sending:
    private final WarningInterval warnings = new WarningInterval(WARNING_INTERVAL_MS, System::nanoTime);
    private int failedSinceWarning;

    public NamespaceNodes(Operations ops) {
        this.ops = ops;
        this.levels = ops.chroot().namespaceLevels();
        this.state = new AtomicReference<>(levels.isEmpty() ? State.DONE : State.NEEDED);
    }

    /**
     * Sends the namespace's creates if they are still needed and not in flight; never waits for a reply.
     * Until they succeeded every caller passes the lock, so none can send its operation while another
     * thread is still handing the creates to the session.
     */
    public void ensure() {
        if (state.get() == State.DONE) {
            return;
        }
        sending.lock();
        try {
            if (state.compareAndSet(State.NEEDED, State.SENT)) {
                send();
            }
        } finally {
            sending.unlock();
        }
    }

    private void send() {
        CompletableFuture<?>[] creates = new CompletableFuture<?>[levels.size()];
        for (int i = 0; i < creates.length; i++) {
            creates[i] = ops.createParent(levels.get(i), true).exceptionallyCompose(NamespaceNodes::existsIsFine);
        }
        CompletableFuture.allOf(creates).whenComplete((ignored, failure) -> {
            if (failure == null) {
                state.set(State.DONE);
                return;
            }
            // on the event loop, before the reply to the operation sent behind the creates is handled
            state.compareAndSet(State.SENT, State.NEEDED);
            fineIfThere(failure).whenComplete((alsoIgnored, stillMissing) -> {
                if (stillMissing == null) {
                    state.set(State.DONE);
                } else {
                    attemptFailed(Futures.unwrap(stillMissing));
                }
            });
        });
    }

    /**
     * Says so at WARNING the first time, then at most every 30 s with a count, since every operation tries
     * again; a connection loss (the connectivity log speaks of that) or a close only at DEBUG.
     */
    private void attemptFailed(Throwable cause) {
        String node = levels.get(levels.size() - 1);
        if (Futures.is(cause, Code.CONNECTIONLOSS) || ops.session().isCloseRequested()) {
            LOG.log(Level.DEBUG, "namespace node {0} not created yet: {1}", node, cause.getMessage());
            return;
        }
        sending.lock(); // the bookkeeping only; completions may come from several threads
        try {
            failedSinceWarning++;
            if (!warnings.due()) {
                return;
            }
            LOG.log(Level.WARNING, "could not create the namespace node {0} ({1} failed attempts since the last"
                    + " warning): {2}; operations in the namespace fail with NoNode until it exists (each operation"
                    + " tries again; repeated at most every {3} s)", node, failedSinceWarning, cause.getMessage(),
                    warnings.seconds());
            failedSinceWarning = 0;
        } finally {
            sending.unlock();
        }
    }

    /** A create refused for want of rights (NoAuth) is fine if the namespace exists anyway. */
    private CompletableFuture<Void> fineIfThere(Throwable failure) {
        if (!Futures.is(failure, Code.NOAUTH)) {
            return CompletableFuture.failedFuture(failure);
        }
        return ops.exists("/", null).thenCompose(stat -> stat != null
                ? CompletableFuture.completedFuture(null) : CompletableFuture.failedFuture(failure));
    }

    private static CompletableFuture<Void> existsIsFine(Throwable failure) {
        return Futures.is(failure, Code.NODEEXISTS)
                ? CompletableFuture.completedFuture(null) : CompletableFuture.failedFuture(failure);
    }
}
