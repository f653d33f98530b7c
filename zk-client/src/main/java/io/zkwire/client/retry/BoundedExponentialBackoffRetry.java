package io.zkwire.client.retry;

/** {@link ExponentialBackoffRetry} with Curator's argument order: base, max sleep, max retries. */
public final class BoundedExponentialBackoffRetry extends ExponentialBackoffRetry {
    public BoundedExponentialBackoffRetry(int baseSleepTimeMs, int maxSleepTimeMs, int maxRetries) {
        super(baseSleepTimeMs, maxRetries, maxSleepTimeMs);
    }
}
