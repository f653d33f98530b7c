package io.zkwire.faults.harness;

import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

/** What happened when in one run, for the report: faults, recoveries, observations, seconds since the start. */
final class Timeline {

    private final long startNanos = System.nanoTime();
    private final Queue<String> events = new ConcurrentLinkedQueue<>();

    void note(String event) {
        events.add(String.format(Locale.ROOT, "+%5.1f s  %s", elapsedSeconds(), event));
    }

    double elapsedSeconds() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    List<String> events() {
        return List.copyOf(events);
    }
}
