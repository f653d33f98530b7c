package io.zkwire.recipes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
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

    @Test
    void ontoAnExecutorRunsTheTasksThereInOrderOffTheSubmittingThread() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            SerialExecutor serial = SerialExecutor.onto(pool);
            List<Integer> order = new ArrayList<>(); // unsynchronized on purpose: the tasks never overlap
            AtomicInteger onSubmitter = new AtomicInteger();
            Thread submitter = Thread.currentThread();
            CountDownLatch last = new CountDownLatch(1);
            for (int i = 0; i < 10_000; i++) {
                int n = i;
                serial.execute(() -> {
                    if (Thread.currentThread() == submitter) {
                        onSubmitter.incrementAndGet();
                    }
                    order.add(n);
                    if (n == 9_999) {
                        last.countDown();
                    }
                });
            }
            assertTrue(last.await(30, TimeUnit.SECONDS));
            assertEquals(0, onSubmitter.get());
            for (int i = 0; i < order.size(); i++) {
                assertEquals(i, order.get(i));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anExecutorThatRefusesDropsTheCallsWithoutWedgingLaterOnes() {
        AtomicBoolean refuse = new AtomicBoolean(true);
        SerialExecutor serial = SerialExecutor.onto(task -> {
            if (refuse.get()) {
                throw new RejectedExecutionException("shut down");
            }
            task.run();
        });
        List<String> ran = new ArrayList<>();
        serial.execute(() -> ran.add("refused"));
        refuse.set(false);
        serial.execute(() -> ran.add("accepted"));
        assertEquals(List.of("accepted"), ran);
    }
}
