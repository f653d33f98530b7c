// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

/** Curator's {@code AtomicStats}: the tries and time of one atomic operation (filled by the calling thread). */
public class AtomicStats {

    private int optimisticTries;
    private int promotedLockTries;
    private long optimisticTimeMs;
    private long promotedTimeMs;

    /** Compare-and-set attempts without the lock. */
    public int getOptimisticTries() {
        return optimisticTries;
    }

    /** Compare-and-set attempts while holding the promoted lock. */
    public int getPromotedLockTries() {
        return promotedLockTries;
    }

    /** Time spent in the optimistic attempts. */
    public long getOptimisticTimeMs() {
        return optimisticTimeMs;
    }

    /** Time spent acquiring and holding the promoted lock. */
    public long getPromotedTimeMs() {
        return promotedTimeMs;
    }

    void incrementOptimisticTries() {
        ++optimisticTries;
    }

    void incrementPromotedTries() {
        ++promotedLockTries;
    }

    void setOptimisticTimeMs(long optimisticTimeMs) {
        this.optimisticTimeMs = optimisticTimeMs;
    }

    void setPromotedTimeMs(long promotedTimeMs) {
        this.promotedTimeMs = promotedTimeMs;
    }
}
