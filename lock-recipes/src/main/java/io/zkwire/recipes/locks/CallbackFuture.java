package io.zkwire.recipes.locks;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A future that is complete (isDone, get, join) the instant its source completes, on whichever thread
 * completes it, while every dependent stage, including the non-async ones ({@code thenAccept},
 * {@code whenComplete}, ...), runs on a chosen executor. That is how a lost signal is visible at once
 * without running caller code on the client's event thread or the recipes' timer, and without waiting
 * for a free thread in a pool the caller may have saturated.
 */
final class CallbackFuture<T> extends CompletableFuture<T> {

    private final Executor executor;

    private CallbackFuture(Executor executor) {
        this.executor = executor;
    }

    /** A future that completes as {@code source} does, its stages on {@code executor}. */
    static <T> CompletableFuture<T> following(CompletableFuture<T> source, Executor executor) {
        CallbackFuture<T> future = new CallbackFuture<>(executor);
        source.whenComplete((value, failure) -> {
            if (failure != null) {
                future.completeExceptionally(failure);
            } else {
                future.complete(value);
            }
        });
        return future;
    }

    @Override
    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CallbackFuture<>(executor);
    }

    @Override
    public Executor defaultExecutor() {
        return executor;
    }

    @Override
    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return thenApplyAsync(fn);
    }

    @Override
    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return thenAcceptAsync(action);
    }

    @Override
    public CompletableFuture<Void> thenRun(Runnable action) {
        return thenRunAsync(action);
    }

    @Override
    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
            BiFunction<? super T, ? super U, ? extends V> fn) {
        return thenCombineAsync(other, fn);
    }

    @Override
    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
            BiConsumer<? super T, ? super U> action) {
        return thenAcceptBothAsync(other, action);
    }

    @Override
    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return runAfterBothAsync(other, action);
    }

    @Override
    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return applyToEitherAsync(other, fn);
    }

    @Override
    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return acceptEitherAsync(other, action);
    }

    @Override
    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return runAfterEitherAsync(other, action);
    }

    @Override
    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return thenComposeAsync(fn);
    }

    @Override
    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return whenCompleteAsync(action);
    }

    @Override
    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return handleAsync(fn);
    }

    @Override
    public CompletableFuture<T> exceptionally(Function<Throwable, ? extends T> fn) {
        return exceptionallyAsync(fn);
    }

    @Override
    public CompletableFuture<T> exceptionallyCompose(Function<Throwable, ? extends CompletionStage<T>> fn) {
        return exceptionallyComposeAsync(fn);
    }
}
