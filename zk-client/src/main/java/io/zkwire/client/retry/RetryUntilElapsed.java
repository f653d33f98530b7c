package io.zkwire.client.retry;

import io.zkwire.client.RetryPolicy;

/** Retries every {@code sleepMsBetweenRetries} until {@code maxElapsedTimeMs} have passed. */
public final class RetryUntilElapsed implements RetryPolicy {
    private final int maxElapsedTimeMs;
    private final int sleepMsBetweenRetries;

    /** Retries {@code sleepMsBetweenRetries} apart while less than {@code maxElapsedTimeMs} have passed. */
    public RetryUntilElapsed(int maxElapsedTimeMs, int sleepMsBetweenRetries) {
        if (maxElapsedTimeMs < 0 || sleepMsBetweenRetries < 0) {
            throw new IllegalArgumentException("maxElapsedTimeMs and sleepMsBetweenRetries must be >= 0");
        }
        this.maxElapsedTimeMs = maxElapsedTimeMs;
        this.sleepMsBetweenRetries = sleepMsBetweenRetries;
    }

    @Override
    public long retryDelayMs(int retryCount, long elapsedTimeMs) {
        return elapsedTimeMs < maxElapsedTimeMs ? sleepMsBetweenRetries : -1;
    }
}
