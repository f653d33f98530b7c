package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class SerialExecutorTest {

    @Test
    void tasksFromManyThreadsNeverOverlapAndAllRun() throws Exception {
        SerialExecutor serial = new SerialExecutor();
        AtomicBoolean running = new AtomicBoolean();
        AtomicInteger overlaps = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        int threads = 8;
        int perThread = 2_000;
        CountDownLatch finished = new CountDownLatch(threads);
        for (int t = 0; t < threads; t++) {
            new Thread(() -> {
                for (int i = 0; i < perThread; i++) {
                    serial.execute(() -> {
                        if (!running.compareAndSet(false, true)) {
                            overlaps.incrementAndGet();
                        }
                        done.incrementAndGet();
                        running.set(false);
                    });
                }
                finished.countDown();
            }).start();
        }
        assertTrue(finished.await(30, TimeUnit.SECONDS));
        assertEquals(0, overlaps.get());
        assertEquals(threads * perThread, done.get());
    }

    @Test
    void aTaskSubmittedFromATaskRunsAfterItInOrder() {
        SerialExecutor serial = new SerialExecutor();
        List<String> order = new ArrayList<>();
        serial.execute(() -> {
            serial.execute(() -> order.add("inner"));
            order.add("outer");
        });
        assertEquals(List.of("outer", "inner"), order);
    }
}
