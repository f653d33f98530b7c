package io.zkwire.client.internal.common;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * When a WARNING about a lasting condition is due: at its first occurrence, then at most once per interval
 * while it lasts, so an operator hears of it without being flooded. The caller counts and words the
 * occurrences. Not thread-safe: its owner confines or guards it.
 */
public final class WarningInterval {

    private final long intervalNanos;
    private final LongSupplier nanoClock;
    private boolean warned;
    private long lastWarningNanos;

    /** @param nanoClock System::nanoTime, or a test's clock */
    public WarningInterval(long intervalMs, LongSupplier nanoClock) {
        this.intervalNanos = TimeUnit.MILLISECONDS.toNanos(intervalMs);
        this.nanoClock = nanoClock;
    }

    /** An occurrence: true if a WARNING is due for it (the first one, or the interval has passed). */
    public boolean due() {
        long now = nanoClock.getAsLong();
        if (warned && now - lastWarningNanos < intervalNanos) {
            return false;
        }
        warned = true;
        lastWarningNanos = now;
        return true;
    }

    /** The condition ended: its next occurrence warns at once. */
    public void reset() {
        warned = false;
    }

    /** The interval, in whole seconds, for messages. */
    public long seconds() {
        return TimeUnit.NANOSECONDS.toSeconds(intervalNanos);
    }
}
