package io.zkwire.client.internal.session;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Hands calls from any thread to the event loop, in submission order, with one loop task per burst
 * rather than one per call (so a burst is written and flushed together).
 */
final class Outbox {

    private final Queue<Call<?>> calls = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();

    /** Queues a call; true if the caller must schedule a {@link #drain} on the loop. */
    boolean offer(Call<?> call) {
        calls.add(call);
        return drainScheduled.compareAndSet(false, true);
    }

    /** On the loop: hands every queued call to {@code route}, oldest first. */
    void drain(Consumer<Call<?>> route) {
        // Cleared first: a call offered while we drain either is polled below or schedules a new drain.
        drainScheduled.set(false);
        Call<?> call;
        while ((call = calls.poll()) != null) {
            route.accept(call);
        }
    }
}
