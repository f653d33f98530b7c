package io.zkwire.demo;

import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;

/**
 * Several workers taking turns at one recipe: records how long each waited for its grant and checks that
 * no more than {@code limit} hold it at once.
 */
final class Contest {
    private static final long RUN_LIMIT_S = 40;

    /** One worker's attempt at the recipe in one round. */
    @FunctionalInterface
    interface Round {
        Object play(ZkClient client, int worker, int round) throws Exception;
    }

    @FunctionalInterface
    interface Step {
        void run() throws Exception;
    }

    private final String name;
    private final int limit;
    private final AtomicInteger holders = new AtomicInteger();
    private final AtomicInteger mostHolders = new AtomicInteger();
    private final List<Double> waitsMs = Collections.synchronizedList(new ArrayList<>());

    Contest(String name, int limit) {
        this.name = name;
        this.limit = limit;
    }

    void run(List<ZkClient> sessions, int rounds, Round round) throws Exception {
        ExecutorService workers = Executors.newFixedThreadPool(sessions.size());
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < sessions.size(); w++) {
                int worker = w;
                done.add(workers.submit(() -> {
                    for (int r = 0; r < rounds; r++) {
                        round.play(sessions.get(worker), worker, r);
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(RUN_LIMIT_S, TimeUnit.SECONDS);
            }
        } finally {
            workers.shutdownNow();
        }
    }

    /** Acquires, prints the grant, holds for a moment, releases. */
    Object timeGrant(int worker, Step acquire, LongSupplier token, long holdMs, Step release) throws Exception {
        long start = System.nanoTime();
        acquire.run();
        double waitedMs = (System.nanoTime() - start) / 1e6;
        int now = holders.incrementAndGet();
        mostHolders.accumulateAndGet(now, Math::max);
        try {
            waitsMs.add(waitedMs);
            System.out.printf("%-9s worker-%d granted (%d of %d holding)  fencing token %d  waited %6.1f ms%n",
                    name, worker, now, limit, token.getAsLong(), waitedMs);
            Thread.sleep(holdMs); // the "work" done under the lock
        } finally {
            holders.decrementAndGet();
            release.run();
        }
        return null;
    }

    boolean exclusive() {
        return mostHolders.get() <= limit;
    }

    void printSummary() {
        List<Double> sorted = new ArrayList<>(waitsMs);
        Collections.sort(sorted);
        System.out.printf("%-9s %d grants, wait p50 %.1f ms, p90 %.1f ms, max %.1f ms; most holders at once %d"
                        + " (limit %d)%s%n",
                name, sorted.size(), percentile(sorted, 50), percentile(sorted, 90), percentile(sorted, 100),
                mostHolders.get(), limit, exclusive() ? "" : "  VIOLATION");
    }

    private static double percentile(List<Double> sorted, int p) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(index, sorted.size() - 1)));
    }
}
