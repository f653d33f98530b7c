// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import io.zkwire.client.RetryPolicy;
import io.zkwire.client.ZkClient;

/**
 * Curator's {@code DistributedAtomicLong}: a counter in one node, as 8 big-endian bytes (a missing node
 * reads as 0), changed by compare-and-set (see {@link DistributedAtomicValue}). Check
 * {@link AtomicValue#succeeded()}: an operation that ran out of retries changed nothing.
 */
public class DistributedAtomicLong extends AtomicNumber<Long> {

    /** The counter at {@code counterPath}; {@code retryPolicy} paces the compare-and-set attempts. */
    public DistributedAtomicLong(ZkClient client, String counterPath, RetryPolicy retryPolicy) {
        this(client, counterPath, retryPolicy, null);
    }

    /** As above, promoted to a lock after the optimistic attempts fail (if {@code promotedToLock} is not null). */
    public DistributedAtomicLong(ZkClient client, String counterPath, RetryPolicy retryPolicy,
            PromotedToLock promotedToLock) {
        super(new DistributedAtomicValue(client, counterPath, retryPolicy, promotedToLock), NumberCodec.LONG);
    }
}
