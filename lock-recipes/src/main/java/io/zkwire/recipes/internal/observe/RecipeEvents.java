// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal.observe;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Function;
import jdk.jfr.Event;
import jdk.jfr.EventType;
import jdk.jfr.FlightRecorder;

/**
 * The recipes' entry points to JFR: each returns at once when its event type is not being recorded. Until
 * Flight Recorder is initialized (a recording started from the command line or in process) no JFR class is
 * touched, since loading the first event class costs some 100 ms, which a timed acquire cannot spare.
 */
public final class RecipeEvents {

    private RecipeEvents() {
    }

    /** Loaded at the first check after Flight Recorder is up. */
    private static final class Types {
        static final EventType ACQUIRES = EventType.getEventType(LockAcquireEvent.class);
        static final EventType RELEASES = EventType.getEventType(LockReleaseEvent.class);
        static final EventType LOSSES = EventType.getEventType(LockLossEvent.class);
        static final EventType WAITS = EventType.getEventType(RecipeWaitEvent.class);
    }

    /**
     * Times an acquire attempt on {@code lockPath} until {@code outcome} completes: a present value is
     * ACQUIRED (its node from {@code nodeOf}), an empty one TIMED_OUT, an exception FAILED. Returns the
     * future to hand on, which completes only after the event is committed (so whoever it wakes finds the
     * event in a recording it stops); {@code outcome} itself when nothing is recorded.
     */
    public static <T> CompletableFuture<Optional<T>> acquiring(String lockPath, CompletableFuture<Optional<T>> outcome,
            Function<T, String> nodeOf) {
        if (!FlightRecorder.isInitialized() || !Types.ACQUIRES.isEnabled()) {
            return outcome;
        }
        LockAcquireEvent event = new LockAcquireEvent();
        return commitWhenDone(event, outcome, (held, failure) -> {
            event.lockPath = lockPath;
            event.node = held != null && held.isPresent() ? nodeOf.apply(held.get()) : "";
            event.outcome = failure != null ? failed(failure) : held.isPresent() ? "ACQUIRED" : "TIMED_OUT";
        });
    }

    /** A lock on {@code node}, acquired at {@code acquiredNanos} (System.nanoTime), was released normally. */
    public static void released(String node, long acquiredNanos) {
        if (FlightRecorder.isInitialized() && Types.RELEASES.isEnabled()) {
            LockReleaseEvent event = new LockReleaseEvent();
            event.node = node;
            event.holdTime = System.nanoTime() - acquiredNanos;
            event.commit();
        }
    }

    /** A lock on {@code node}, acquired at {@code acquiredNanos}, was lost for {@code reason}. */
    public static void lost(String node, String reason, long acquiredNanos) {
        if (FlightRecorder.isInitialized() && Types.LOSSES.isEnabled()) {
            LockLossEvent event = new LockLossEvent();
            event.node = node;
            event.reason = reason;
            event.holdTime = System.nanoTime() - acquiredNanos;
            event.commit();
        }
    }

    /** How a timed recipe wait ended: records the wait with {@code outcome} (e.g. PASSED, LEADER, TIMED_OUT). */
    @FunctionalInterface
    public interface WaitEnd {
        void ended(String outcome);
    }

    private static final WaitEnd NOT_RECORDED = outcome -> {
    };

    /**
     * Begins timing a barrier or leader wait of {@code recipe} (e.g. {@code DistributedBarrier.waitOnBarrier})
     * on {@code path}; call the returned end once, before the waiter hears the outcome, so that whoever it
     * wakes finds the event in a recording it stops.
     */
    public static WaitEnd waitBegins(String recipe, String path) {
        if (!FlightRecorder.isInitialized() || !Types.WAITS.isEnabled()) {
            return NOT_RECORDED;
        }
        RecipeWaitEvent event = new RecipeWaitEvent();
        event.begin();
        return outcome -> {
            event.end();
            if (event.shouldCommit()) {
                event.recipe = recipe;
                event.path = path;
                event.outcome = outcome;
                event.commit();
            }
        };
    }

    /**
     * Begins {@code event} now; when {@code outcome} completes, ends it and, if kept, fills and commits it.
     * The returned stage completes as {@code outcome} did, after the commit.
     */
    private static <T> CompletableFuture<T> commitWhenDone(Event event, CompletableFuture<T> outcome,
            BiConsumer<T, Throwable> fill) {
        event.begin();
        return outcome.whenComplete((value, failure) -> {
            event.end();
            if (event.shouldCommit()) {
                fill.accept(value, failure);
                event.commit();
            }
        });
    }

    /** The outcome that names a failure: FAILED and the exception's class (a CompletionException's cause). */
    public static String failed(Throwable failure) {
        Throwable cause = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        return "FAILED " + cause.getClass().getSimpleName();
    }
}
