// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.testing;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A plain JDK timer started beside a timed wait under test: how late it fires is what the machine's load adds
 * to any deadline, so a test can allow that much on top of its slack and still catch a wait of its own making.
 */
public final class PlainTimer implements AutoCloseable {

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private final CompletableFuture<Long> lateNanos = new CompletableFuture<>();

    private PlainTimer(long delayMs) {
        long dueNanos = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMs);
        timer.schedule(() -> lateNanos.complete(Math.max(0, System.nanoTime() - dueNanos)), delayMs,
                TimeUnit.MILLISECONDS);
    }

    /** A timer due {@code delayMs} from now. */
    public static PlainTimer due(long delayMs) {
        return new PlainTimer(delayMs);
    }

    /** How late it fired, waiting for it (at most 30 s) if it has not fired yet. */
    public long lateMs() throws Exception {
        return TimeUnit.NANOSECONDS.toMillis(lateNanos.get(30, TimeUnit.SECONDS));
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
