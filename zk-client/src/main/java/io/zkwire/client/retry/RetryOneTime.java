package io.zkwire.client.retry;

/** Retries once, after {@code sleepMsBetweenRetry}. */
public final class RetryOneTime extends RetryNTimes {
    public RetryOneTime(int sleepMsBetweenRetry) {
        super(1, sleepMsBetweenRetry);
    }
}
