package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.Blocking;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * An acquisition in progress, inside the recipes: its outcome (empty when the deadline passed or it was
 * abandoned) completes on the client's event thread and is never handed to callers as is.
 */
interface Attempt<T> {

    CompletableFuture<Optional<T>> outcome();

    /** Gives up unless already acquired; whatever was created is deleted. */
    void abandon();

    /** Releases what this attempt acquired after its caller stopped waiting for it. */
    void releaseUnclaimed(T acquired);

    /**
     * Waits for an attempt's outcome; the thread wakes where the outcome completes, with no hand-over, since
     * nothing else waits on it. If the thread is interrupted the attempt is abandoned (its node is deleted),
     * and a hold that arrives anyway is released.
     */
    static <T> Optional<T> await(Attempt<T> attempt) throws Exception {
        CompletableFuture<Optional<T>> outcome = attempt.outcome();
        return Blocking.await(outcome, () -> {
            attempt.abandon();
            outcome.thenAccept(held -> held.ifPresent(attempt::releaseUnclaimed));
        });
    }
}
