// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A mixed fleet: Curator's DistributedAtomicLong and ours increment one counter at the same time. */
@Timeout(60)
class AtomicCuratorInteropTest {

    private static final int THREADS_PER_SIDE = 3;
    private static final int INCREMENTS = 40;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void bothSidesIncrementingOneCounterEndAtTheExactSum() throws Exception {
        String path = server.path("counter");
        var theirs = new org.apache.curator.framework.recipes.atomic.DistributedAtomicLong(server.curator(), path,
                new org.apache.curator.retry.RetryNTimes(1000, 1));
        DistributedAtomicLong ours = new DistributedAtomicLong(server.client(), path,
                new io.zkwire.client.retry.RetryNTimes(1000, 1));
        List<Callable<Void>> work = new ArrayList<>();
        for (int t = 0; t < THREADS_PER_SIDE; t++) {
            work.add(() -> {
                for (int i = 0; i < INCREMENTS; i++) {
                    assertTrue(theirs.increment().succeeded());
                }
                return null;
            });
            work.add(() -> {
                for (int i = 0; i < INCREMENTS; i++) {
                    assertTrue(ours.increment().succeeded());
                }
                return null;
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(work.size());
        try {
            for (Future<Void> done : pool.invokeAll(work, 50, TimeUnit.SECONDS)) {
                done.get();
            }
        } finally {
            pool.shutdownNow();
        }
        long sum = 2L * THREADS_PER_SIDE * INCREMENTS;
        assertEquals(sum, ours.get().postValue());
        assertEquals(sum, theirs.get().postValue(), "Curator reads the same 8 bytes");
    }
}
