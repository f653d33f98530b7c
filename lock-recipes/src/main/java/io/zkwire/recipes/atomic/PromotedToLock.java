// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import io.zkwire.client.RetryPolicy;
import io.zkwire.client.retry.RetryNTimes;
import io.zkwire.recipes.internal.nodes.ZPaths;
import java.util.Objects;
import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code PromotedToLock}: when the optimistic attempts fail, take an {@code InterProcessMutex} at
 * {@link Builder#lockPath} (waiting at most {@link Builder#timeout}) and try again under it with its own retry
 * policy (no retry unless given).
 */
public final class PromotedToLock {

    private final String path;
    private final long maxLockTime;
    private final TimeUnit maxLockTimeUnit;
    private final RetryPolicy retryPolicy;

    private PromotedToLock(String path, long maxLockTime, TimeUnit maxLockTimeUnit, RetryPolicy retryPolicy) {
        this.path = path;
        this.maxLockTime = maxLockTime;
        this.maxLockTimeUnit = maxLockTimeUnit;
        this.retryPolicy = retryPolicy;
    }

    /** A builder; {@link Builder#lockPath} is required. */
    public static Builder builder() {
        return new Builder();
    }

    /** Builds a {@link PromotedToLock}. */
    public static final class Builder {

        private String path;
        private long maxLockTime = -1;
        private TimeUnit maxLockTimeUnit;
        private RetryPolicy retryPolicy = new RetryNTimes(0, 0);

        private Builder() {
        }

        /** The lock's path (required). */
        public Builder lockPath(String path) {
            this.path = ZPaths.validate(path);
            return this;
        }

        /** The retries under the lock (default: none). */
        public Builder retryPolicy(RetryPolicy retryPolicy) {
            this.retryPolicy = Objects.requireNonNull(retryPolicy, "retryPolicy cannot be null");
            return this;
        }

        /** The longest wait for the lock (default, as in Curator: no limit). */
        public Builder timeout(long maxLockTime, TimeUnit maxLockTimeUnit) {
            this.maxLockTime = maxLockTime;
            this.maxLockTimeUnit = maxLockTimeUnit;
            return this;
        }

        /** @throws NullPointerException if no lock path was given */
        public PromotedToLock build() {
            Objects.requireNonNull(path, "path cannot be null: call lockPath(...) before build()");
            return new PromotedToLock(path, maxLockTime, maxLockTimeUnit, retryPolicy);
        }
    }

    String getPath() {
        return path;
    }

    /** Whether a lock wait has a limit; without one, acquire waits as long as it takes. */
    boolean hasTimeout() {
        return maxLockTimeUnit != null && maxLockTime >= 0;
    }

    long getMaxLockTime() {
        return maxLockTime;
    }

    TimeUnit getMaxLockTimeUnit() {
        return maxLockTimeUnit;
    }

    RetryPolicy getRetryPolicy() {
        return retryPolicy;
    }
}
