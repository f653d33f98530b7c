// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery;

import java.util.concurrent.TimeUnit;

/**
 * Curator's policy for instances reported with {@link ServiceProvider#noteError}: after {@code errorThreshold}
 * errors an instance is left out until {@code timeout} has passed since its first error.
 */
public class DownInstancePolicy {

    private static final long DEFAULT_TIMEOUT_MS = 30_000;
    private static final int DEFAULT_THRESHOLD = 2;

    private final long timeoutMs;
    private final int errorThreshold;

    /** Curator's defaults: 2 errors, 30 seconds. */
    public DownInstancePolicy() {
        this(DEFAULT_TIMEOUT_MS, TimeUnit.MILLISECONDS, DEFAULT_THRESHOLD);
    }

    public DownInstancePolicy(long timeout, TimeUnit unit, int errorThreshold) {
        this.timeoutMs = unit.toMillis(timeout);
        this.errorThreshold = errorThreshold;
    }

    public long getTimeoutMs() {
        return timeoutMs;
    }

    public int getErrorThreshold() {
        return errorThreshold;
    }
}
