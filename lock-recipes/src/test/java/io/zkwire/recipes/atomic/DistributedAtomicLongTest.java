// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.RetryPolicy;
import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.ExponentialBackoffRetry;
import io.zkwire.client.retry.RetryOneTime;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Curator's TestDistributedAtomicLong as a user ports it. */
@Timeout(90)
class DistributedAtomicLongTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void corruptedValue() throws Exception {
        ZkClient client = server.client();
        String path = server.path("counter");
        client.create().creatingParentsIfNeeded().forPath(path, "foo".getBytes());
        DistributedAtomicLong dal = new DistributedAtomicLong(client, path, new RetryOneTime(1));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> dal.get().postValue());
        assertTrue(e.getMessage().contains("Corrupted data for node"), e.getMessage());
    }

    @Test
    void compareAndSetWithFreshInstance() throws Exception {
        DistributedAtomicLong dal = new DistributedAtomicLong(server.client(), server.path("counter"),
                new RetryOneTime(1));
        assertFalse(dal.compareAndSet(0L, 1L).succeeded());
        assertTrue(dal.initialize(0L));
        assertTrue(dal.compareAndSet(0L, 1L).succeeded());
        assertFalse(dal.initialize(0L));
    }

    @Test
    void compareAndSetFailsWhenAnotherWriterCameFirst() throws Exception {
        ZkClient client = server.client();
        String path = server.path("counter");
        AtomicBoolean doIncrement = new AtomicBoolean(false);
        DistributedAtomicLong dal = new DistributedAtomicLong(client, path, new RetryOneTime(1)) {
            @Override
            byte[] valueToBytes(Long newValue) {
                if (doIncrement.get()) {
                    try {
                        new DistributedAtomicLong(client, path, new RetryOneTime(1)).increment(); // a bad version
                    } catch (Exception e) {
                        throw new AssertionError(e);
                    }
                }
                return super.valueToBytes(newValue);
            }
        };
        dal.forceSet(1L);
        assertTrue(dal.compareAndSet(1L, 5L).succeeded());
        assertFalse(dal.compareAndSet(1L, 5L).succeeded());
        doIncrement.set(true);
        assertFalse(dal.compareAndSet(5L, 10L).succeeded());
    }

    @Test
    void basic() throws Exception {
        DistributedAtomicLong dal = new DistributedAtomicLong(server.client(), server.path("foo/bar/counter"),
                new RetryOneTime(1));
        assertOutcome(dal.increment(), 0, 1);
        assertOutcome(dal.decrement(), 1, 0);
        assertOutcome(dal.add(10L), 0, 10);
        assertOutcome(dal.subtract(5L), 10, 5);
    }

    @Test
    void aLongIsEightBigEndianBytes() throws Exception {
        ZkClient client = server.client();
        String path = server.path("counter");
        new DistributedAtomicLong(client, path, new RetryOneTime(1)).forceSet(0x0102030405060708L);
        assertArrayEquals(new byte[] {1, 2, 3, 4, 5, 6, 7, 8}, client.getData().forPath(path));
        new DistributedAtomicInteger(client, path + "-int", new RetryOneTime(1)).forceSet(0x01020304);
        assertArrayEquals(new byte[] {1, 2, 3, 4}, client.getData().forPath(path + "-int"));
    }

    @Test
    void simulationOfContendedIncrementsPromotedToALock() throws Exception {
        int threads = 10;
        int increments = 20;
        String counter = server.path("counter");
        String lock = server.path("lock");
        AtomicInteger optimisticTries = new AtomicInteger();
        AtomicInteger promotedLockTries = new AtomicInteger();
        AtomicInteger succeeded = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Void>> procs = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                ZkClient client = server.client();
                procs.add(pool.submit(() -> {
                    RetryPolicy retryPolicy = new ExponentialBackoffRetry(3, 3);
                    PromotedToLock promoted = PromotedToLock.builder().lockPath(lock).retryPolicy(retryPolicy).build();
                    DistributedAtomicLong dal = new DistributedAtomicLong(client, counter, retryPolicy, promoted);
                    long previous = -1;
                    for (int i = 0; i < increments; i++) {
                        AtomicValue<Long> value = dal.increment();
                        if (value.succeeded()) {
                            assertTrue(value.postValue() > previous, "values only grow");
                            previous = value.postValue();
                            succeeded.incrementAndGet();
                        }
                        optimisticTries.addAndGet(value.getStats().getOptimisticTries());
                        promotedLockTries.addAndGet(value.getStats().getPromotedLockTries());
                    }
                    return null;
                }));
            }
            for (Future<Void> proc : procs) {
                proc.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertTrue(optimisticTries.get() > 0);
        assertTrue(promotedLockTries.get() > 0, "contention promoted some increments to the lock");
        assertEquals((long) succeeded.get(), new DistributedAtomicLong(server.client(), counter,
                new RetryOneTime(1)).get().postValue(), "every increment that succeeded counted once");
    }

    static void assertOutcome(AtomicValue<Long> value, long pre, long post) {
        assertTrue(value.succeeded());
        assertEquals(1, value.getStats().getOptimisticTries());
        assertEquals(0, value.getStats().getPromotedLockTries());
        assertEquals(pre, value.preValue().longValue());
        assertEquals(post, value.postValue().longValue());
    }
}
