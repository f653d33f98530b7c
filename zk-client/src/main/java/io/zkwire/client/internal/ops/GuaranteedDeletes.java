package io.zkwire.client.internal.ops;

import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.session.Failures;
import io.zkwire.client.internal.session.ZkSession;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.lang.System.Logger.Level;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Curator's {@code delete().guaranteed()}: a delete that failed in a way a retry may fix (connection lost
 * or not to be had, operation timeout, session moved or expired) is tried again in the background until
 * the node is gone (deleted, or NONODE), a failure no retry fixes comes (logged as a WARNING: the node
 * stays), or the client is closed. The caller is told of the first failure all the same, as Curator does;
 * a sync caller interrupted while it waited leaves the delete to the background too.
 *
 * <p>An attempt that found no connection (it waited connectionTimeoutMs for one) is made again after 100 ms,
 * so while the client is disconnected one is nearly always waiting, and goes out as soon as it connects
 * again; after other failures it backs off from 100 ms to 5 s. The attempt repeats the caller's delete, version
 * included: a node changed meanwhile is not deleted.
 * Attempts start on the client's event loop and never block it.
 *
 * <p>Every guaranteed delete is under way from its first attempt until its outcome is settled (the node is gone, or
 * a failure no retry fixes came); {@link #flush} lets close() wait for those, so that a delete made just before
 * close() is not dropped with the connection; a process that exits without close() waits for them too
 * ({@link ExitDeletes}).
 */
public final class GuaranteedDeletes {

    private static final System.Logger LOG = System.getLogger(GuaranteedDeletes.class.getName());
    private static final long FIRST_BACKOFF_MS = 100;
    private static final int MAX_DOUBLINGS = 6; // 100 ms · 2^6 = 6.4 s, capped at 5 s
    private static final long MAX_BACKOFF_MS = 5_000;

    private final ZkSession session;
    private final DeletesUnderWay underWay = new DeletesUnderWay();

    /** Retries through {@code session}'s event loop, and stops when it is closed. */
    public GuaranteedDeletes(ZkSession session) {
        this.session = session;
    }

    /** A guaranteed delete of {@code path} begins: it is under way until {@link #outcome} settles it. */
    public DeletesUnderWay.Ticket begin(String path) {
        ExitDeletes.track(this);
        return underWay.begin(path);
    }

    /**
     * The outcome the caller sees ({@code failure} null: done): if a retry may fix the failure, {@code delete}
     * (which deletes the ticket's path) is tried again in the background; otherwise the delete is settled.
     */
    public void outcome(DeletesUnderWay.Ticket ticket, Throwable failure, Supplier<CompletableFuture<Void>> delete) {
        if (failure != null && outcomeUnknown(failure)) {
            LOG.log(Level.DEBUG, "guaranteed delete of {0} failed ({1}); trying again in the background", ticket.path,
                    Futures.unwrap(failure).getMessage());
            retryLater(ticket, delete, 0, failure);
        } else {
            underWay.settled(ticket);
        }
    }

    /**
     * Deletes in the background what {@code delete} deletes (described by {@code what}): the first attempt at
     * once, then retries as after a guaranteed delete's failure. For nodes nobody waits for.
     */
    public void inBackground(String what, Supplier<CompletableFuture<Void>> delete) {
        ExitDeletes.track(this);
        attempt(underWay.begin(what), delete, 0);
    }

    /**
     * Waits, at most {@code timeoutMs}, until no guaranteed delete is under way (at once if none is); returns
     * what is still under way then. Retries go on meanwhile: call it before the session closes.
     */
    public List<String> flush(long timeoutMs) throws InterruptedException {
        return underWay.await(timeoutMs);
    }

    /** The client closes: the process's exit no longer waits for these deletes. */
    public void closed() {
        ExitDeletes.forget(this);
    }

    boolean isIdle() {
        return underWay.isEmpty();
    }

    /** The deletes unanswered on the current connection go out again on a new one ({@code why}: for the log). */
    void retryOnAFreshConnection(String why) {
        session.leaveConnection(why);
    }

    /**
     * Whether the outcome of what failed with {@code failure} is unknown, so that a retry may be needed: a code
     * {@link Code#isRetryable() a retry may fix}, or a sync caller interrupted while it waited (its request may
     * or may not have gone out; Curator retries then too).
     */
    static boolean outcomeUnknown(Throwable failure) {
        return KeeperException.isRetryable(failure) || Futures.unwrap(failure) instanceof InterruptedException;
    }

    private void retryLater(DeletesUnderWay.Ticket ticket, Supplier<CompletableFuture<Void>> delete, int failures,
            Throwable last) {
        // no connection: the attempt itself waited connectionTimeoutMs, so no growing backoff on top
        long backoffMs = Failures.isNoConnection(last) ? FIRST_BACKOFF_MS
                : Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS << Math.min(failures, MAX_DOUBLINGS));
        session.later(() -> attempt(ticket, delete, failures), backoffMs);
    }

    private void attempt(DeletesUnderWay.Ticket ticket, Supplier<CompletableFuture<Void>> delete, int failures) {
        String path = ticket.path;
        CompletableFuture<Void> attempt;
        try {
            attempt = delete.get();
        } catch (RuntimeException e) { // the client closed in between
            attempt = Futures.failed(e);
        }
        attempt.whenComplete((done, failure) -> {
            if (failure == null || Futures.is(failure, Code.NONODE)) {
                LOG.log(Level.DEBUG, "guaranteed delete of {0} done after {1} background attempt(s)", path,
                        failures + 1);
                underWay.settled(ticket);
            } else if (outcomeUnknown(failure)) {
                retryLater(ticket, delete, failures + 1, failure);
            } else {
                underWay.settled(ticket);
                if (!session.isCloseRequested()) {
                    LOG.log(Level.WARNING, "gave up the guaranteed delete of {0}, which stays: {1} (a retry cannot"
                            + " fix that)", path, Futures.unwrap(failure).getMessage());
                    session.dispatcher().errors().tell("gave up the guaranteed delete of " + path
                            + ", which stays", Futures.unwrap(failure));
                }
            }
        });
    }
}
