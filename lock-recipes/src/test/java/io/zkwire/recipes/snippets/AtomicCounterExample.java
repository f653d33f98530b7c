// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.ExponentialBackoffRetry;
import io.zkwire.recipes.atomic.AtomicOutcomeUnknownException;
import io.zkwire.recipes.atomic.AtomicValue;
import io.zkwire.recipes.atomic.DistributedAtomicLong;
import io.zkwire.recipes.atomic.PromotedToLock;
import java.util.concurrent.TimeUnit;

/** docs/guide/atomic.md's example, run by {@link NodesAndAtomicGuideSnippetsTest}. */
final class AtomicCounterExample {

    private AtomicCounterExample() {
    }

    static long run(ZkClient client) throws Exception {
        // snippet:start
        PromotedToLock promoted = PromotedToLock.builder()
                .lockPath("/counters/jobs-lock")
                .timeout(5, TimeUnit.SECONDS)
                .build();
        DistributedAtomicLong jobs = new DistributedAtomicLong(client, "/counters/jobs",
                new ExponentialBackoffRetry(10, 5), promoted);
        try {
            AtomicValue<Long> next = jobs.increment();
            if (next.succeeded()) {
                System.out.println("job id " + next.postValue());
            } else {
                System.out.println("too much contention: try again later");
            }
        } catch (AtomicOutcomeUnknownException lostReply) {
            System.out.println("maybe counted; now " + jobs.get().postValue());
        }
        // snippet:end
        return jobs.get().postValue();
    }
}
