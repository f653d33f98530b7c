package io.zkwire.recipes.testing;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;

/** Bounded waits for tests: every wait has a limit and fails with a message saying what was awaited. */
public final class Await {

    public static final Duration LIMIT = Duration.ofSeconds(30);

    private Await() {
    }

    /** The future's value; fails the test if it does not complete within {@link #LIMIT}. */
    public static <T> T result(CompletableFuture<T> future, String what) throws Exception {
        try {
            return future.get(LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return fail("timed out waiting for " + what);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** Polls a condition that another session makes true (no cross-session ordering to wait on). */
    public static void until(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("timed out waiting until " + what);
            }
            Thread.onSpinWait();
            TimeUnit.MILLISECONDS.sleep(20);
        }
    }

    /** Runs a ZooKeeper read, turning checked exceptions into unchecked ones (for {@link #until}). */
    public static <T> T unchecked(ThrowingSupplier<T> read) {
        try {
            return read.get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs an action on a new thread; the future fails with what it threw. */
    public static CompletableFuture<Void> onOtherThread(ThrowingRunnable action) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        new Thread(() -> {
            try {
                action.run();
                done.complete(null);
            } catch (Throwable t) {
                done.completeExceptionally(t);
            }
        }).start();
        return done;
    }

    /** Runs an action, turning checked exceptions into unchecked ones. */
    public static void unchecked(ThrowingRunnable action) {
        try {
            action.run();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @FunctionalInterface
    public interface ThrowingSupplier<T> {
        T get() throws Exception;
    }

    @FunctionalInterface
    public interface ThrowingRunnable {
        void run() throws Exception;
    }
}
