package io.zkwire.client.retry;

/** Retries once, after {@code sleepMsBetweenRetry}. */
public final class RetryOneTime extends RetryNTimes {
    /** One retry after {@code sleepMsBetweenRetry}. */
    public RetryOneTime(int sleepMsBetweenRetry) {
        super(1, sleepMsBetweenRetry);
    }
}
