package io.zkwire.client.retry;

import io.zkwire.client.RetryPolicy;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Curator's default: up to {@code maxRetries} retries, sleeping a random multiple of
 * {@code baseSleepTimeMs} that doubles its range each time, capped at {@code maxSleepMs}.
 */
public class ExponentialBackoffRetry implements RetryPolicy {
    // 2^29 x base would overflow an int; Curator caps the retry count the same way.
    private static final int MAX_RETRIES_LIMIT = 29;

    private final int baseSleepTimeMs;
    private final int maxRetries;
    private final int maxSleepMs;

    /** Up to {@code maxRetries} retries (at most 29), sleeps growing from {@code baseSleepTimeMs}, uncapped. */
    public ExponentialBackoffRetry(int baseSleepTimeMs, int maxRetries) {
        this(baseSleepTimeMs, maxRetries, Integer.MAX_VALUE);
    }

    /** As above, each sleep capped at {@code maxSleepMs}. */
    public ExponentialBackoffRetry(int baseSleepTimeMs, int maxRetries, int maxSleepMs) {
        if (baseSleepTimeMs < 0 || maxRetries < 0 || maxSleepMs < 0) {
            throw new IllegalArgumentException("baseSleepTimeMs, maxRetries and maxSleepMs must be >= 0");
        }
        this.baseSleepTimeMs = baseSleepTimeMs;
        this.maxRetries = Math.min(maxRetries, MAX_RETRIES_LIMIT);
        this.maxSleepMs = maxSleepMs;
    }

    @Override
    public long retryDelayMs(int retryCount, long elapsedTimeMs) {
        if (retryCount >= maxRetries) {
            return -1;
        }
        int range = 1 << (retryCount + 1);
        long sleep = (long) baseSleepTimeMs * Math.max(1, ThreadLocalRandom.current().nextInt(range));
        return Math.min(sleep, maxSleepMs);
    }
}
