// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.observe;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Function;
import jdk.jfr.Event;
import jdk.jfr.EventType;

/** The recipes' entry points to JFR: each returns at once when its event type is not being recorded. */
public final class RecipeEvents {

    private static final EventType ACQUIRES = EventType.getEventType(LockAcquireEvent.class);
    private static final EventType RELEASES = EventType.getEventType(LockReleaseEvent.class);
    private static final EventType LOSSES = EventType.getEventType(LockLossEvent.class);
    private static final EventType WAITS = EventType.getEventType(RecipeWaitEvent.class);

    private RecipeEvents() {
    }

    /**
     * Times an acquire attempt on {@code lockPath} until {@code outcome} completes: a present value is
     * ACQUIRED (its node from {@code nodeOf}), an empty one TIMED_OUT, an exception FAILED.
     */
    public static <T> void acquiring(String lockPath, CompletableFuture<Optional<T>> outcome,
            Function<T, String> nodeOf) {
        if (!ACQUIRES.isEnabled()) {
            return;
        }
        LockAcquireEvent event = new LockAcquireEvent();
        commitWhenDone(event, outcome, (held, failure) -> {
            event.lockPath = lockPath;
            event.node = held != null && held.isPresent() ? nodeOf.apply(held.get()) : "";
            event.outcome = failure != null ? failed(failure) : held.isPresent() ? "ACQUIRED" : "TIMED_OUT";
        });
    }

    /** A lock on {@code node}, acquired at {@code acquiredNanos} (System.nanoTime), was released normally. */
    public static void released(String node, long acquiredNanos) {
        if (RELEASES.isEnabled()) {
            LockReleaseEvent event = new LockReleaseEvent();
            event.node = node;
            event.holdTime = System.nanoTime() - acquiredNanos;
            event.commit();
        }
    }

    /** A lock on {@code node}, acquired at {@code acquiredNanos}, was lost for {@code reason}. */
    public static void lost(String node, String reason, long acquiredNanos) {
        if (LOSSES.isEnabled()) {
            LockLossEvent event = new LockLossEvent();
            event.node = node;
            event.reason = reason;
            event.holdTime = System.nanoTime() - acquiredNanos;
            event.commit();
        }
    }

    /**
     * Times a barrier or leader wait until {@code outcome} completes; {@code describe} names the outcome from
     * the value (the exception, if any, is described here).
     */
    public static <T> void waiting(String recipe, String path, CompletableFuture<T> outcome,
            Function<T, String> describe) {
        if (!WAITS.isEnabled()) {
            return;
        }
        RecipeWaitEvent event = new RecipeWaitEvent();
        commitWhenDone(event, outcome, (value, failure) -> {
            event.recipe = recipe;
            event.path = path;
            event.outcome = failure != null ? failed(failure) : describe.apply(value);
        });
    }

    /** Begins {@code event} now; when {@code outcome} completes, ends it and, if kept, fills and commits it. */
    private static <T> void commitWhenDone(Event event, CompletableFuture<T> outcome, BiConsumer<T, Throwable> fill) {
        event.begin();
        outcome.whenComplete((value, failure) -> {
            event.end();
            if (event.shouldCommit()) {
                fill.accept(value, failure);
                event.commit();
            }
        });
    }

    private static String failed(Throwable failure) {
        Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        return "FAILED " + cause.getClass().getSimpleName();
    }
}
