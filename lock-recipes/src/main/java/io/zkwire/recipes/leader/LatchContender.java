// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Lifecycle;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * A latch's place in the election: a contender of the lock engine that never gives up. It queues on the
 * latch's mutex, leads while it holds the lock (once the node's owner is confirmed to be the current
 * session, as Curator 5.9 does), and after a loss or a failed attempt queues again with a new node.
 *
 * <p>What happens (join, attempt done, owner checked, lock lost, connection state, close) reaches
 * {@link #decide} as a value, in a task of one {@link SerialExecutor} run on the thread that hands it over
 * (the client's event thread, the recipes' callback pool, a closing caller); the lock's lost signal and the
 * replies only hand a value over. Listeners on that executor run after the step that told them, never
 * inside it.
 */
final class LatchContender {

    private static final System.Logger LOG = System.getLogger(LatchContender.class.getName());
    private static final long REJOIN_DELAY_MS = 100;

    /** What reaches the contender's decision. */
    private enum What { JOIN, ATTEMPT_DONE, OWNER_CHECKED, LOCK_LOST, CONNECTION, CLOSE }

    private record Happened(What what, CompletableFuture<Acquisition> attempt, Acquisition lock, Stat stat,
            Throwable failure, ConnectionState state) {
        static Happened of(What what) {
            return new Happened(what, null, null, null, null, null);
        }

        static Happened about(What what, Acquisition lock, Throwable failure) {
            return new Happened(what, null, lock, null, failure, null);
        }
    }

    private final ZkClient client;
    private final String latchPath;
    private final InterProcessMutex mutex;
    private final Leadership leadership;
    private final LatchListeners listeners;
    private final Lifecycle latch; // the latch's start and close
    private final SerialExecutor serial = new SerialExecutor();
    /** The thread running a step now: a close() from a listener there cannot wait for a later step. */
    private final Snapshot<Thread> stepThread = new Snapshot<>(null);
    /** A client listener (not a SessionEvents subscription) so that a circuit breaker the user set applies. */
    private final ConnectionStateListener stateListener =
            (c, newState) -> hand(new Happened(What.CONNECTION, null, null, null, null, newState));

    // Touched only inside serial tasks.
    private CompletableFuture<Acquisition> pending; // the attempt in the queue
    private Acquisition held; // the lock; not led on while SUSPENDED is an error or its owner is unconfirmed
    private boolean suspended;

    LatchContender(ZkClient client, String latchPath, InterProcessMutex mutex, Leadership leadership,
            LatchListeners listeners, Lifecycle latch) {
        this.client = client;
        this.latchPath = latchPath;
        this.mutex = mutex;
        this.leadership = leadership;
        this.listeners = listeners;
        this.latch = latch;
    }

    /** Where the latch's steps (and the listeners added without an executor) run. */
    Executor steps() {
        return this::step;
    }

    private void step(Runnable task) {
        serial.execute(() -> {
            stepThread.publish(Thread.currentThread());
            try {
                task.run();
            } finally {
                stepThread.publish(null);
            }
        });
    }

    private void hand(Happened happened) {
        step(() -> decide(happened));
    }

    void start() {
        client.addConnectionStateListener(stateListener);
        hand(Happened.of(What.JOIN));
    }

    /**
     * Leaves: abandons the attempt or releases the lock (its node is deleted), and ends leadership. Returns
     * once the listeners on the latch's executor have heard it (as Curator's close calls them), unless called
     * from one of them.
     */
    void close() {
        client.removeConnectionStateListener(stateListener);
        hand(Happened.of(What.CLOSE));
        if (stepThread.read() != Thread.currentThread()) {
            try {
                leadership.awaitCloseTold();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // closed all the same; the listeners hear it on their own
            }
        }
    }

    /** The one place the contender's state changes; runs in its serial steps only. */
    private void decide(Happened happened) {
        switch (happened.what()) {
            case JOIN -> join();
            case ATTEMPT_DONE -> attemptDone(happened.attempt(), happened.lock(), happened.failure());
            case OWNER_CHECKED -> ownerChecked(happened.lock(), happened.stat(), happened.failure());
            case LOCK_LOST -> lockLost(happened.lock());
            case CONNECTION -> stateChanged(happened.state());
            case CLOSE -> leave();
        }
    }

    private void leave() {
        if (pending != null) {
            pending.cancel(false); // abandons the attempt: its node is deleted
        }
        if (held != null) {
            held.releaseAsync();
            held = null;
        }
        setLeadership(null); // its announcement wakes the waiters, which find the latch closed
        step(this::dropListenersAndAnnounceClose); // after the notLeader just handed to the listeners
    }

    /** Drops the listeners and wakes the closing caller; a step, so it follows the close's notLeader. */
    private void dropListenersAndAnnounceClose() {
        listeners.clear();
        leadership.announceClose();
    }

    /** Queues for the lock unless closed, queued or holding it already. */
    private void join() {
        if (!latch.isStarted() || pending != null || held != null) {
            return;
        }
        CompletableFuture<Acquisition> attempt = mutex.acquireAsync();
        pending = attempt;
        attempt.whenComplete((lock, failure) ->
                hand(new Happened(What.ATTEMPT_DONE, attempt, lock, null, failure, null)));
    }

    private void attemptDone(CompletableFuture<Acquisition> attempt, Acquisition lock, Throwable failure) {
        if (attempt != pending || !latch.isStarted()) {
            if (lock != null) {
                lock.releaseAsync(); // closed meanwhile
            }
            return;
        }
        pending = null;
        if (failure != null) {
            if (!(ReplyFailures.unwrap(failure) instanceof CancellationException)) {
                boolean soon = KeeperException.isRetryable(failure) && client.isConnected();
                LOG.log(System.Logger.Level.WARNING, "LeaderLatch " + latchPath + " could not join the election: "
                        + ReplyFailures.unwrap(failure) + "; it joins again "
                        + (soon ? "shortly" : "after the next reconnect"));
                if (soon) {
                    joinAgain();
                }
            }
            return;
        }
        held = lock;
        lock.lost().thenRun(() -> hand(Happened.about(What.LOCK_LOST, lock, null)));
        confirmAndLead(lock);
    }

    /** As Curator 5.9: lead only if the node is owned by the current session. */
    private void confirmAndLead(Acquisition lock) {
        client.async().checkExists().forPath(lock.nodePath()).whenComplete((stat, failure) ->
                hand(new Happened(What.OWNER_CHECKED, null, lock, stat, failure, null)));
    }

    private void ownerChecked(Acquisition lock, Stat stat, Throwable failure) {
        if (held != lock || suspended || lock.isLost() || !latch.isStarted()) {
            return; // gone meanwhile, or the reconnect confirms again
        }
        if (stat != null && stat.ephemeralOwner() == client.sessionId()) {
            setLeadership(lock);
        } else if (failure == null || ReplyFailures.isNoNode(failure)) {
            lockLost(lock); // gone, or an older session's node whose loss is on its way: join again now
        } // else a connection problem: the reconnect confirms again
    }

    private void lockLost(Acquisition lock) {
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
        RecipeThreads.schedule(() -> RecipeThreads.callbacks().execute(() -> hand(Happened.of(What.JOIN))),
                TimeUnit.MILLISECONDS.toNanos(REJOIN_DELAY_MS));
    }

    private void stateChanged(ConnectionState newState) {
        if (!latch.isStarted()) {
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
        if (leadership.leadOn(lock)) {
            listeners.tell(lock != null);
        }
        step(leadership::announce); // after the listeners just handed to this executor
    }
}
