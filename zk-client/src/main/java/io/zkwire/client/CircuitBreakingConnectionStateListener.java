// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import java.lang.System.Logger.Level;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Curator's {@code CircuitBreakingConnectionStateListener}: stands in front of a listener so that a
 * flapping connection reaches it as one disconnect instead of many. The first state that is not connected
 * opens the circuit and is passed on; while the circuit is open further changes are only noted, and the
 * retry policy decides when to look again: if the connection is back by then the circuit closes, otherwise
 * it stays open for the next delay, until the policy gives up (a negative delay), which closes it too. On
 * closing, the listener is told the last state noted, unless it equals the one that opened the circuit.
 *
 * <p>CLOSED (zkwire's last state) closes the circuit and is passed on. LOST always gets through at once, the first time in an open circuit as in Curator, and (unlike Curator)
 * again whenever a connected state came in between, since that LOST is the loss of a newer session: what a
 * listener holds on a session is never kept past its loss.
 *
 * <p>Threads: the listener is called on the thread that delivers the state, or, when the circuit closes, on
 * the scheduler's thread; never twice at once, in the order the states were decided, and never while the
 * breaker's lock is held (a listener may call {@link #isOpen()} or wait for a thread that does).
 */
public class CircuitBreakingConnectionStateListener implements ConnectionStateListener {

    private static final System.Logger LOG = System.getLogger(CircuitBreakingConnectionStateListener.class.getName());

    private final ZkClient client;
    private final ConnectionStateListener listener;
    private final RetryPolicy retryPolicy;
    private final ScheduledExecutorService scheduler;
    private final ReentrantLock lock = new ReentrantLock(); // serialises states and checks, not the listener
    /** States decided under the lock, told to the listener after it is released, one drainer at a time. */
    private final Queue<ConnectionState> toTell = new ConcurrentLinkedQueue<>();
    private final AtomicInteger untold = new AtomicInteger();
    private boolean tellerNeeded; // guarded by lock: a tell() found no one telling, so this call tells
    // all guarded by lock
    private boolean open;
    private int retryCount;
    private long openedAtNanos;
    private ConnectionState initialState;
    private ConnectionState lastState;
    private boolean lostSent;

    /**
     * @param retryPolicy how long the circuit stays open: {@code retryDelayMs(n, elapsed)} is the wait before
     *                    the n-th look at the connection, a negative value closes the circuit
     */
    public CircuitBreakingConnectionStateListener(ZkClient client, ConnectionStateListener listener,
            RetryPolicy retryPolicy) {
        this(client, listener, retryPolicy, ownScheduler());
    }

    /** As the other constructor, with the delays run on {@code scheduler}. */
    public CircuitBreakingConnectionStateListener(ZkClient client, ConnectionStateListener listener,
            RetryPolicy retryPolicy, ScheduledExecutorService scheduler) {
        this.client = Objects.requireNonNull(client, "client");
        this.listener = Objects.requireNonNull(listener, "listener");
        this.retryPolicy = Objects.requireNonNull(retryPolicy, "retryPolicy");
        this.scheduler = Objects.requireNonNull(scheduler, "scheduler");
    }

    @Override
    public void stateChanged(ZkClient ignored, ConnectionState newState) {
        lock.lock();
        boolean mustTell;
        try {
            if (newState == ConnectionState.CLOSED) {
                reset(); // nothing follows a close: no circuit to keep open
                tell(newState);
            } else if (open) {
                noteWhileOpen(newState);
            } else {
                if (!newState.isConnected() && tryToOpen()) {
                    LOG.log(Level.DEBUG, "circuit opens at " + newState);
                    initialState = lastState = newState;
                    lostSent = newState == ConnectionState.LOST;
                }
                tell(newState);
            }
        } finally {
            mustTell = takeTellerDuty();
            lock.unlock();
        }
        tellQueued(mustTell);
    }

    /** True while the circuit is open (changes are held back). */
    public boolean isOpen() {
        lock.lock();
        try {
            return open;
        } finally {
            lock.unlock();
        }
    }

    private void noteWhileOpen(ConnectionState newState) {
        if (newState == ConnectionState.LOST && !lostSent) {
            lostSent = true;
            initialState = lastState = ConnectionState.LOST;
            tell(ConnectionState.LOST);
            return;
        }
        if (newState.isConnected()) {
            lostSent = false; // a newer session: its LOST must get through as well
        }
        lastState = newState;
    }

    private boolean tryToOpen() {
        open = true;
        retryCount = 0;
        openedAtNanos = System.nanoTime();
        if (scheduleCheck()) {
            return true;
        }
        reset();
        return false;
    }

    private boolean scheduleCheck() {
        long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - openedAtNanos);
        long delayMs = retryPolicy.retryDelayMs(retryCount, elapsedMs);
        if (delayMs < 0) {
            return false;
        }
        retryCount++;
        scheduler.schedule(this::checkCloseCircuit, delayMs, TimeUnit.MILLISECONDS);
        return true;
    }

    private void checkCloseCircuit() {
        lock.lock();
        boolean mustTell;
        try {
            closeCircuitIfDue();
        } finally {
            mustTell = takeTellerDuty();
            lock.unlock();
        }
        tellQueued(mustTell);
    }

    /** Under the lock: closes the circuit if the connection is back or the policy gave up, else looks later. */
    private void closeCircuitIfDue() {
        if (!open) {
            return;
        }
        if (lastState.isConnected()) {
            LOG.log(Level.DEBUG, "circuit closes: connected again (" + lastState + ")");
        } else if (scheduleCheck()) {
            return;
        } else {
            LOG.log(Level.DEBUG, "circuit closes: the retry policy gave up at " + lastState);
        }
        ConnectionState toSend = lastState == initialState ? null : lastState;
        reset();
        if (toSend != null) {
            tell(toSend);
        }
    }

    private void reset() {
        open = false;
        retryCount = 0;
        openedAtNanos = 0;
        initialState = null;
        lastState = null;
        lostSent = false;
    }

    /** Queues {@code state} for the listener; called under the lock, so the queue keeps the decided order. */
    private void tell(ConnectionState state) {
        toTell.add(state);
        if (untold.getAndIncrement() == 0) {
            tellerNeeded = true;
        }
    }

    /** Called under the lock: whether this thread is the one to tell the queued states once it unlocks. */
    private boolean takeTellerDuty() {
        boolean duty = tellerNeeded;
        tellerNeeded = false;
        return duty;
    }

    /**
     * Tells the listener the queued states, after the lock is released. The teller also tells the states
     * other threads queue meanwhile, so calls never overlap and keep their order.
     */
    private void tellQueued(boolean mustTell) {
        if (!mustTell) {
            return;
        }
        do {
            ConnectionState state = toTell.poll();
            try {
                listener.stateChanged(client, state);
            } catch (RuntimeException e) {
                LOG.log(Level.ERROR, "connection state listener threw on " + state, e);
            }
        } while (untold.decrementAndGet() != 0);
    }

    /** One daemon thread, started when a circuit opens and gone a second after the last check. */
    private static ScheduledExecutorService ownScheduler() {
        ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "zkwire-circuit-breaker");
            t.setDaemon(true);
            return t;
        });
        scheduler.setKeepAliveTime(1, TimeUnit.SECONDS);
        scheduler.allowCoreThreadTimeOut(true);
        return scheduler;
    }
}
