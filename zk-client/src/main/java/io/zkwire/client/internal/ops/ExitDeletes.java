// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ops;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * The process's last chance for guaranteed deletes still under way (a lock released just before exit): one JVM
 * shutdown hook, registered when the first guaranteed delete begins, waits for them in clients not closed yet.
 * It gives the current connection {@value #CURRENT_CONNECTION_MS} ms to confirm them, then drops the connections
 * of the clients still waiting (one that died unnoticed would never answer) so that the deletes are retried on a
 * fresh connection, and gives up after {@code zkwire.exitDeleteWaitMs} ms in all (default
 * {@value #DEFAULT_WAIT_MS}; 0: no wait). With nothing under way it returns at once.
 */
final class ExitDeletes {

    /** The system property that bounds the hook's wait, in milliseconds. */
    static final String WAIT_PROPERTY = "zkwire.exitDeleteWaitMs";
    static final long DEFAULT_WAIT_MS = 2_000;
    static final long CURRENT_CONNECTION_MS = 500;

    private static final System.Logger LOG = System.getLogger(ExitDeletes.class.getName());
    private static final Set<GuaranteedDeletes> OPEN = ConcurrentHashMap.newKeySet();

    private ExitDeletes() {
    }

    /** {@code deletes} is waited for at exit until {@link #forget} (the first call registers the hook). */
    static void track(GuaranteedDeletes deletes) {
        if (OPEN.add(deletes)) {
            Hook.ensureRegistered();
        }
    }

    /** The client of {@code deletes} closed: its close waited for them already. */
    static void forget(GuaranteedDeletes deletes) {
        OPEN.remove(deletes);
    }

    /** What the hook does: waits, bounded, for the guaranteed deletes under way; returns those left undone. */
    static List<String> awaitAtExit(long waitMs) throws InterruptedException {
        List<GuaranteedDeletes> pending = OPEN.stream().filter(d -> !d.isIdle()).toList();
        if (pending.isEmpty() || waitMs <= 0) {
            return List.of();
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMs);
        long firstDeadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(Math.min(waitMs, CURRENT_CONNECTION_MS));
        for (GuaranteedDeletes deletes : pending) {
            deletes.flush(msUntil(firstDeadline));
        }
        for (GuaranteedDeletes deletes : pending) {
            if (!deletes.isIdle()) {
                deletes.retryOnAFreshConnection("the process is exiting with a delete this connection has not"
                        + " confirmed within " + CURRENT_CONNECTION_MS + " ms");
            }
        }
        List<String> left = new ArrayList<>();
        for (GuaranteedDeletes deletes : pending) {
            left.addAll(deletes.flush(msUntil(deadline)));
        }
        return left;
    }

    private static long msUntil(long deadlineNanos) {
        return Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadlineNanos - System.nanoTime()));
    }

    static long waitMs() {
        return Long.getLong(WAIT_PROPERTY, DEFAULT_WAIT_MS);
    }

    private static void run() {
        try {
            List<String> left = awaitAtExit(waitMs());
            if (!left.isEmpty()) {
                LOG.log(Level.WARNING, "exiting with {0} guaranteed delete(s) not confirmed within {1}={2} ms: {3};"
                        + " an ephemeral node among them goes when its session expires", left.size(), WAIT_PROPERTY,
                        String.valueOf(waitMs()), left);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // exit without waiting
        }
    }

    /** Holder: the hook is registered when this class initialises, which the JVM does once. */
    private static final class Hook {
        static {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(ExitDeletes::run, "zkwire-exit-deletes"));
            } catch (IllegalStateException e) { // already exiting: the deletes get no extra wait
                LOG.log(Level.DEBUG, "no exit hook for guaranteed deletes: the JVM is shutting down");
            }
        }

        /** Initialises the class, which registers the hook the first time. */
        static void ensureRegistered() {
            // the static initialiser does the work
        }
    }
}
