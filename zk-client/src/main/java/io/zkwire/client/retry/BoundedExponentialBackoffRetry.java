package io.zkwire.client.retry;

/** {@link ExponentialBackoffRetry} with Curator's argument order: base, max sleep, max retries. */
public final class BoundedExponentialBackoffRetry extends ExponentialBackoffRetry {
    /** Up to {@code maxRetries} retries, sleeps growing from {@code baseSleepTimeMs} up to {@code maxSleepTimeMs}. */
    public BoundedExponentialBackoffRetry(int baseSleepTimeMs, int maxSleepTimeMs, int maxRetries) {
        super(baseSleepTimeMs, maxRetries, maxSleepTimeMs);
    }
}
