package io.zkwire.client.retry;

import io.zkwire.client.RetryPolicy;

/** Retries {@code n} times, {@code sleepMsBetweenRetries} apart. */
public class RetryNTimes implements RetryPolicy {
    private final int n;
    private final int sleepMsBetweenRetries;

    /** Up to {@code n} retries, {@code sleepMsBetweenRetries} apart. */
    public RetryNTimes(int n, int sleepMsBetweenRetries) {
        if (n < 0 || sleepMsBetweenRetries < 0) {
            throw new IllegalArgumentException("n and sleepMsBetweenRetries must be >= 0");
        }
        this.n = n;
        this.sleepMsBetweenRetries = sleepMsBetweenRetries;
    }

    @Override
    public long retryDelayMs(int retryCount, long elapsedTimeMs) {
        return retryCount < n ? sleepMsBetweenRetries : -1;
    }
}
