package io.zkwire.recipes.locks;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;

/** How the blocking methods wait for the asynchronous ones: interruptibly, failing with the real cause. */
public final class Blocking {

    private Blocking() {
    }

    /**
     * Waits for {@code future}. If the thread is interrupted the future is cancelled, which abandons the
     * acquisition (its node is deleted, or an acquisition that completed meanwhile is released).
     */
    public static <T> T await(CompletableFuture<T> future) throws Exception {
        return await(future, () -> future.cancel(false));
    }

    /**
     * Waits for an attempt's outcome; the thread wakes where the outcome completes, with no hand-over, since
     * nothing else waits on it. If the thread is interrupted the attempt is abandoned (its node is deleted),
     * and a hold that arrives anyway is undone (released).
     */
    static <T> Optional<T> await(Attempt<T> attempt, Consumer<T> undo) throws Exception {
        CompletableFuture<Optional<T>> outcome = attempt.outcome();
        return await(outcome, () -> {
            attempt.abandon();
            outcome.thenAccept(held -> held.ifPresent(undo));
        });
    }

    private static <T> T await(CompletableFuture<T> future, Runnable onInterrupt) throws Exception {
        try {
            return future.get();
        } catch (InterruptedException e) {
            onInterrupt.run();
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception ex) {
                throw ex;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }
}
