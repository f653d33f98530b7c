package io.zkwire.client;

/**
 * Decides whether and when the synchronous API retries an operation that failed with connection loss,
 * operation timeout, session moved or session expired. Implementations are immutable.
 */
@FunctionalInterface
public interface RetryPolicy {
    /**
     * @param retryCount how many retries were made so far (0 before the first retry)
     * @param elapsedTimeMs time since the first attempt started
     * @return milliseconds to wait before the next attempt, or a negative number to give up
     */
    long retryDelayMs(int retryCount, long elapsedTimeMs);
}
