// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import io.zkwire.protocol.KeeperException;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.internal.nodes.Failures;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A latch's place in the election: a contender of the lock engine that never gives up. It queues on the
 * latch's mutex, leads while it holds the lock (once the node's owner is confirmed to be the current
 * session, as Curator 5.9 does), and after a loss or a failed attempt queues again with a new node.
 *
 * <p>Every step is a task of one {@link SerialExecutor}, run on the thread that hands it over (the client's
 * event thread, the recipes' callback pool, a closing caller); the lock's lost signal only hands a task
 * over. Listeners on that executor run after the step that told them, never inside it.
 */
final class LatchContender {

    private static final System.Logger LOG = System.getLogger(LatchContender.class.getName());
    private static final long REJOIN_DELAY_MS = 100;

    private final ZkClient client;
    private final String latchPath;
    private final InterProcessMutex mutex;
    private final Leadership leadership;
    private final LatchListeners listeners;
    private final BooleanSupplier started;
    private final SerialExecutor serial = new SerialExecutor();
    /** True on a thread running one of the steps: a close() from a listener there cannot wait for a later step. */
    private final ThreadLocal<Boolean> inStep = ThreadLocal.withInitial(() -> false);
    /** A client listener (not a SessionEvents subscription) so that a circuit breaker the user set applies. */
    private final ConnectionStateListener stateListener = (c, newState) -> step(() -> stateChanged(newState));

    // Touched only inside serial tasks.
    private CompletableFuture<Acquisition> pending; // the attempt in the queue
    private Acquisition held; // the lock; not led on while SUSPENDED is an error or its owner is unconfirmed
    private boolean suspended;

    LatchContender(ZkClient client, String latchPath, InterProcessMutex mutex, Leadership leadership,
            LatchListeners listeners, BooleanSupplier started) {
        this.client = client;
        this.latchPath = latchPath;
        this.mutex = mutex;
        this.leadership = leadership;
        this.listeners = listeners;
        this.started = started;
    }

    /** Where the latch's steps (and the listeners added without an executor) run. */
    Executor steps() {
        return this::step;
    }

    private void step(Runnable task) {
        serial.execute(() -> {
            inStep.set(true);
            try {
                task.run();
            } finally {
                inStep.set(false);
            }
        });
    }

    void start() {
        client.addConnectionStateListener(stateListener);
        step(this::join);
    }

    /**
     * Leaves: abandons the attempt or releases the lock (its node is deleted), and ends leadership. Returns
     * once the listeners on the latch's executor have heard it (as Curator's close calls them), unless called
     * from one of them.
     */
    void close() {
        client.removeConnectionStateListener(stateListener);
        CompletableFuture<Void> told = new CompletableFuture<>();
        step(() -> {
            if (pending != null) {
                pending.cancel(false); // abandons the attempt: its node is deleted
            }
            if (held != null) {
                held.releaseAsync();
                held = null;
            }
            setLeadership(null); // its announcement wakes the waiters, which find the latch closed
            step(() -> { // after the notLeader just handed to the listeners
                listeners.clear();
                told.complete(null);
            });
        });
        if (!inStep.get()) {
            try {
                told.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // closed all the same; the listeners hear it on their own
            } catch (ExecutionException e) {
                throw new IllegalStateException(e); // never: told only completes normally
            }
        }
    }

    /** Queues for the lock unless closed, queued or holding it already. */
    private void join() {
        if (!started.getAsBoolean() || pending != null || held != null) {
            return;
        }
        CompletableFuture<Acquisition> attempt = mutex.acquireAsync();
        pending = attempt;
        attempt.whenComplete((lock, failure) -> step(() -> acquired(attempt, lock, failure)));
    }

    private void acquired(CompletableFuture<Acquisition> attempt, Acquisition lock, Throwable failure) {
        if (attempt != pending || !started.getAsBoolean()) {
            if (lock != null) {
                lock.releaseAsync(); // closed meanwhile
            }
            return;
        }
        pending = null;
        if (failure != null) {
            if (!(Failures.unwrap(failure) instanceof CancellationException)) {
                boolean soon = KeeperException.isRetryable(failure) && client.isConnected();
                LOG.log(System.Logger.Level.WARNING, "LeaderLatch " + latchPath + " could not join the election: "
                        + Failures.unwrap(failure) + "; it joins again " + (soon ? "shortly" : "after the next reconnect"));
                if (soon) {
                    joinAgain();
                }
            }
            return;
        }
        held = lock;
        lock.lost().thenRun(() -> step(() -> lost(lock)));
        confirmAndLead(lock);
    }

    /** As Curator 5.9: lead only if the node is owned by the current session. */
    private void confirmAndLead(Acquisition lock) {
        client.async().checkExists().forPath(lock.nodePath()).whenComplete((stat, failure) -> step(() -> {
            if (held != lock || suspended || lock.isLost() || !started.getAsBoolean()) {
                return; // gone meanwhile, or the reconnect confirms again
            }
            if (stat != null && stat.ephemeralOwner() == client.sessionId()) {
                setLeadership(lock);
            } else if (failure == null || Failures.isNoNode(failure)) {
                lost(lock); // gone, or an older session's node whose loss is on its way: join again now
            } // else a connection problem: the reconnect confirms again
        }));
    }

    private void lost(Acquisition lock) {
        if (held != lock) {
            return;
        }
        held = null;
        setLeadership(null);
        lock.releaseAsync(); // deletes the node (guaranteed) if it is still there
        if (client.isConnected()) {
            join(); // at once: the old node's delete is sent ahead of the new create
        } // else the next connection joins (stateChanged)
    }

    /** After a failed attempt: joins shortly (the next connection joins anyway, see stateChanged). */
    private void joinAgain() {
        RecipeThreads.schedule(() -> RecipeThreads.callbacks().execute(() -> step(this::join)),
                TimeUnit.MILLISECONDS.toNanos(REJOIN_DELAY_MS));
    }

    private void stateChanged(ConnectionState newState) {
        if (!started.getAsBoolean()) {
            return;
        }
        switch (newState) {
            case LOST -> setLeadership(null); // the lock's lost signal follows, if it has not fired already
            case SUSPENDED -> {
                if (client.connectionStateErrorPolicy().isErrorState(ConnectionState.SUSPENDED)) {
                    suspended = true; // the client's error policy (the default) ends leadership here
                    setLeadership(null);
                }
            }
            case CONNECTED, RECONNECTED -> {
                suspended = false;
                if (held != null) {
                    confirmAndLead(held); // a holder stays first; is its node still there, of this session?
                } else {
                    join();
                }
            }
            default -> { } // READ_ONLY, CLOSED: nothing to check; LOST follows in time if the session ends
        }
    }

    private void setLeadership(Acquisition lock) {
        if (leadership.set(lock)) {
            listeners.tell(lock != null);
        }
        step(leadership::announce); // after the listeners just handed to this executor
    }
}
