package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.nodes.RecipeThreads;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

/**
 * Turns an internal {@link Attempt} into the future a caller gets: completed on the callback executor
 * (so caller code never runs on the client's event thread), cancelling it abandons the attempt, and an
 * acquisition that arrives after the caller cancelled is released by its attempt rather than leaked.
 */
final class CallerFutures {

    private CallerFutures() {
    }

    static <T, R> CompletableFuture<R> of(Attempt<T> attempt, Function<Optional<T>, R> shape) {
        return of(attempt, shape, RecipeThreads.callbacks());
    }

    private static <T, R> CompletableFuture<R> of(Attempt<T> attempt, Function<Optional<T>, R> shape,
            Executor completer) {
        CompletableFuture<R> caller = new CompletableFuture<>();
        caller.whenComplete((value, failure) -> {
            if (caller.isCancelled()) {
                attempt.abandon();
            }
        });
        attempt.outcome().whenComplete((result, failure) -> {
            if (failure != null) {
                RecipeThreads.deliverFailure(completer, caller, failure);
            } else {
                RecipeThreads.deliver(completer, caller, shape.apply(result),
                        refused -> result.ifPresent(attempt::releaseUnclaimed));
            }
        });
        return caller;
    }
}
