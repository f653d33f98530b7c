package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.zkwire.protocol.KeeperException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.junit.jupiter.api.function.Executable;

/** Bounded waits and failure checks shared by the integration tests; nothing here ever waits forever. */
final class Await {

    /** Generous on purpose: a slow 2-core CI machine must not make an honest test flaky. */
    static final Duration TIMEOUT = Duration.ofSeconds(30);

    private Await() {}

    /** The future's value, failing the test if it fails or takes longer than {@link #TIMEOUT}. */
    static <T> T result(CompletableFuture<T> future) {
        try {
            return future.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new AssertionError("future failed: " + e.getCause(), e.getCause());
        } catch (TimeoutException e) {
            throw new AssertionError("future not completed within " + TIMEOUT, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /** The exception the future failed with (unwrapped), failing the test if it succeeds or hangs. */
    static Throwable failure(CompletableFuture<?> future) {
        try {
            Object value = future.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            return fail("expected a failure but the future completed with " + value);
        } catch (ExecutionException e) {
            return e.getCause();
        } catch (TimeoutException e) {
            throw new AssertionError("future neither completed nor failed within " + TIMEOUT, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    /**
     * Asserts that an asynchronous call is refused with {@code type}, either thrown by the call itself or
     * as the failure of the future it returns (both mean nothing was sent), and returns the exception.
     */
    static <E extends Throwable> E refused(Class<E> type, Supplier<? extends CompletableFuture<?>> call) {
        CompletableFuture<?> future;
        try {
            future = call.get();
        } catch (Throwable thrown) {
            assertInstanceOf(type, thrown, () -> "wrong exception thrown: " + thrown);
            return type.cast(thrown);
        }
        Throwable failed = failure(future);
        assertInstanceOf(type, failed, () -> "wrong failure: " + failed);
        return type.cast(failed);
    }

    /** Asserts that a synchronous call throws a KeeperException with this code, and returns it. */
    static KeeperException keeperError(KeeperException.Code expected, Executable call) {
        KeeperException e = assertThrows(KeeperException.class, call);
        assertEquals(expected, e.code(), () -> "wrong error code: " + e);
        return e;
    }

    /** Asserts that an asynchronous call fails with a KeeperException with this code, and returns it. */
    static KeeperException keeperError(KeeperException.Code expected, CompletableFuture<?> call) {
        Throwable t = failure(call);
        assertTrue(t instanceof KeeperException, () -> "expected a KeeperException, got " + t);
        KeeperException e = (KeeperException) t;
        assertEquals(expected, e.code(), () -> "wrong error code: " + e);
        return e;
    }
}
