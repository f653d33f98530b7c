package io.zkwire.client.internal.session;

import io.netty.channel.EventLoop;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Requests made while there is no connection, oldest first. Each may wait connectionTimeoutMs; then
 * {@code onTimeout} fails it. Deadlines rise in queue order, so one timer on the oldest suffices.
 * Event loop only.
 */
final class WaitingRoom {

    private final EventLoop loop;
    private final long timeoutNanos;
    private final Consumer<Call<?>> onTimeout;
    private final ArrayDeque<Call<?>> calls = new ArrayDeque<>();
    private ScheduledFuture<?> timer;

    WaitingRoom(EventLoop loop, long timeoutMs, Consumer<Call<?>> onTimeout) {
        this.loop = loop;
        this.timeoutNanos = TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        this.onTimeout = onTimeout;
    }

    void add(Call<?> call) {
        call.waitDeadlineNanos = System.nanoTime() + timeoutNanos;
        calls.addLast(call);
        arm();
    }

    /** Removes and returns every call, oldest first. */
    List<Call<?>> takeAll() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
        List<Call<?>> all = new ArrayList<>(calls);
        calls.clear();
        return all;
    }

    private void arm() {
        if (timer != null || calls.isEmpty()) {
            return;
        }
        long delay = Math.max(0, calls.getFirst().waitDeadlineNanos - System.nanoTime());
        timer = loop.schedule(this::expire, delay, TimeUnit.NANOSECONDS);
    }

    private void expire() {
        timer = null;
        long now = System.nanoTime();
        while (!calls.isEmpty() && calls.getFirst().waitDeadlineNanos - now <= 0) {
            onTimeout.accept(calls.pollFirst());
        }
        arm();
    }
}
