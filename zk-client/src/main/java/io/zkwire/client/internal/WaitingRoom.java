package io.zkwire.client.internal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Requests made while there is no connection, oldest first, each with the deadline by which it must
 * have been sent (now + connectionTimeoutMs, so deadlines rise in queue order). Event loop only.
 */
final class WaitingRoom {

    private final ArrayDeque<Call<?>> calls = new ArrayDeque<>();

    void add(Call<?> call, long deadlineNanos) {
        call.waitDeadlineNanos = deadlineNanos;
        calls.addLast(call);
    }

    boolean isEmpty() {
        return calls.isEmpty();
    }

    /** The earliest deadline; only meaningful when not empty. */
    long nextDeadlineNanos() {
        return calls.getFirst().waitDeadlineNanos;
    }

    /** Removes and returns the calls whose deadline has passed. */
    List<Call<?>> takeExpired(long nowNanos) {
        List<Call<?>> expired = new ArrayList<>();
        while (!calls.isEmpty() && calls.getFirst().waitDeadlineNanos - nowNanos <= 0) {
            expired.add(calls.pollFirst());
        }
        return expired;
    }

    /** Removes and returns every call, oldest first. */
    List<Call<?>> takeAll() {
        List<Call<?>> all = new ArrayList<>(calls);
        calls.clear();
        return all;
    }
}
