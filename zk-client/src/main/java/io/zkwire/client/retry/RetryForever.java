package io.zkwire.client.retry;

import io.zkwire.client.RetryPolicy;

/** Retries without end, {@code retryIntervalMs} apart. */
public final class RetryForever implements RetryPolicy {
    private final int retryIntervalMs;

    /** Retries without end, {@code retryIntervalMs} apart. */
    public RetryForever(int retryIntervalMs) {
        if (retryIntervalMs <= 0) {
            throw new IllegalArgumentException("retryIntervalMs must be > 0, was " + retryIntervalMs);
        }
        this.retryIntervalMs = retryIntervalMs;
    }

    @Override
    public long retryDelayMs(int retryCount, long elapsedTimeMs) {
        return retryIntervalMs;
    }
}
