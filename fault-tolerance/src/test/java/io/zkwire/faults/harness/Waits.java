package io.zkwire.faults.harness;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/** Bounded waits: every wait of the harness has a limit, and says what it waited for when it runs out. */
public final class Waits {

    private static final long POLL_MILLIS = 50;

    private Waits() {
    }

    /** The future's value within {@code limit}. */
    static <T> T get(CompletableFuture<T> future, Duration limit)
            throws ExecutionException, InterruptedException, TimeoutException {
        return future.get(limit.toMillis(), TimeUnit.MILLISECONDS);
    }

    /**
     * Polls a condition that no event announces (another session's nodes, a server's state): true once it holds,
     * false if {@code limit} passed first.
     */
    public static boolean until(BooleanSupplier condition, Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                return false;
            }
            TimeUnit.MILLISECONDS.sleep(POLL_MILLIS);
        }
        return true;
    }

    /** As {@link #until}, but running out of time fails with what was awaited. */
    public static void require(BooleanSupplier condition, Duration limit, String what) throws InterruptedException {
        if (!until(condition, limit)) {
            throw new AssertionError("timed out after " + limit.toMillis() + " ms waiting for " + what);
        }
    }
}
