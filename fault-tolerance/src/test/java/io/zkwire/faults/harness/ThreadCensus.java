package io.zkwire.faults.harness;

import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;

/**
 * Counts the threads that clients and proxies start, by name prefix, to see that closing them ends them all. The
 * recipes' shared timer threads and the common pool live as long as the JVM by design and are not counted.
 */
final class ThreadCensus {

    /** The client's I/O and event threads, the proxies' event loops. */
    private static final String[] PREFIXES = {"zkwire-io", "zkwire-shared-io", "zkwire-event", "fault-proxy"};

    private ThreadCensus() {
    }

    static Map<String, Integer> take() {
        Map<String, Integer> counts = new TreeMap<>();
        for (String prefix : PREFIXES) {
            counts.put(prefix, 0);
        }
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            for (String prefix : PREFIXES) {
                if (thread.isAlive() && thread.getName().startsWith(prefix)) {
                    counts.merge(prefix, 1, Integer::sum);
                }
            }
        }
        return counts;
    }

    /** Threads (by prefix) now alive beyond {@code before}, after waiting up to {@code limit} for them to end. */
    static Map<String, Integer> leftOver(Map<String, Integer> before, Duration limit) throws InterruptedException {
        Waits.until(() -> excess(before).isEmpty(), limit);
        return excess(before);
    }

    private static Map<String, Integer> excess(Map<String, Integer> before) {
        Map<String, Integer> excess = new TreeMap<>();
        take().forEach((prefix, count) -> {
            int more = count - before.getOrDefault(prefix, 0);
            if (more > 0) {
                excess.put(prefix, more);
            }
        });
        return excess;
    }
}
