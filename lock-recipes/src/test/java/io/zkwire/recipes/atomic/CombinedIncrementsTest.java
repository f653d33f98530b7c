// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.retry.RetryNTimes;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Many threads incrementing through one counter object: fewer writes than increments, one serial order. */
@Timeout(60)
class CombinedIncrementsTest {

    private static final int THREADS = 8;
    private static final int INCREMENTS = 50;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void concurrentIncrementsShareWritesAndEachGetsItsOwnPlace() throws Exception {
        ZkClient client = server.client();
        String path = server.path("counter");
        DistributedAtomicLong counter = new DistributedAtomicLong(client, path, new RetryNTimes(100, 1));
        counter.initialize(0L);
        Set<Long> posts = new ConcurrentSkipListSet<>();
        List<Callable<Void>> work = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            work.add(() -> {
                long previous = 0;
                for (int i = 0; i < INCREMENTS; i++) {
                    AtomicValue<Long> value = counter.increment();
                    assertTrue(value.succeeded());
                    assertEquals(value.preValue() + 1, value.postValue());
                    assertTrue(value.postValue() > previous, "a thread's values only grow");
                    assertTrue(posts.add(value.postValue()), "no value handed out twice: " + value.postValue());
                    previous = value.postValue();
                }
                return null;
            });
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            for (Future<Void> done : pool.invokeAll(work, 50, TimeUnit.SECONDS)) {
                done.get();
            }
        } finally {
            pool.shutdownNow();
        }
        long total = (long) THREADS * INCREMENTS;
        assertEquals(new TreeSet<>(LongStream.rangeClosed(1, total).boxed().toList()), posts, "one serial order");
        assertEquals(total, counter.get().postValue());
        int writes = client.checkExists().forPath(path).version();
        assertTrue(writes < total, "combined: " + writes + " writes for " + total + " increments");
    }
}
