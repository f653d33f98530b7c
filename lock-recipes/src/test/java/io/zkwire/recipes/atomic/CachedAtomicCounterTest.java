// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.retry.RetryOneTime;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's TestCachedAtomicCounter as a user ports it, and many threads on one cached counter. */
@Timeout(60)
class CachedAtomicCounterTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void withError() throws Exception {
        int factor = 100;
        AtomicReference<AtomicValue<Long>> fake = new AtomicReference<>(new MutableAtomicValue<>(0L, (long) factor,
                true));
        DistributedAtomicLong dal = new DistributedAtomicLong(server.client(), "/", new RetryOneTime(1)) {
            @Override
            public AtomicValue<Long> add(Long delta) {
                return fake.get();
            }
        };
        CachedAtomicLong cachedLong = new CachedAtomicLong(dal, factor);
        for (int i = 0; i < factor; ++i) {
            AtomicValue<Long> value = cachedLong.next();
            assertTrue(value.succeeded());
            assertEquals(i, value.preValue().longValue());
            assertEquals(i + 1, value.postValue().longValue());
            if (i == 0) {
                fake.set(new MutableAtomicValue<>(0L, 0L));
            }
        }
        assertFalse(cachedLong.next().succeeded());
    }

    @Test
    void basic() throws Exception {
        DistributedAtomicLong dal = new DistributedAtomicLong(server.client(), server.path("counter"),
                new RetryOneTime(1));
        CachedAtomicLong cachedLong = new CachedAtomicLong(dal, 100);
        for (long i = 0; i < 200; ++i) {
            AtomicValue<Long> value = cachedLong.next();
            assertTrue(value.succeeded());
            assertEquals(i, value.preValue().longValue());
            assertEquals(i + 1, value.postValue().longValue());
        }
    }

    @Test
    void manyThreadsGetDistinctNumbers() throws Exception {
        DistributedAtomicInteger dai = new DistributedAtomicInteger(server.client(), server.path("counter"),
                new io.zkwire.client.retry.RetryNTimes(100, 1));
        CachedAtomicInteger cached = new CachedAtomicInteger(dai, 7);
        Set<Integer> seen = ConcurrentHashMap.newKeySet();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (int i = 0; i < 200; i++) {
                pool.submit(() -> {
                    AtomicValue<Integer> next = cached.next();
                    assertTrue(next.succeeded());
                    assertTrue(seen.add(next.preValue()), "no number twice: " + next.preValue());
                    return null;
                });
            }
        } finally {
            pool.shutdown();
            assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
        }
        assertEquals(200, seen.size());
    }
}
