package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Waiting costs no thread: ten thousand asynchronous waiters in one JVM, granted in request order. */
@Timeout(180)
class ManyWaitersTest {

    private static final int WAITERS = 10_000;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void tenThousandAsyncWaitersAreGrantedInFifoOrderWithFewThreads() throws Exception {
        ZkClient client = server.client();
        String path = server.path("lock");
        InterProcessMutex mutex = new InterProcessMutex(client, path);
        Acquisition first = Await.result(mutex.acquireAsync(), "the first acquisition");
        int threadsBefore = liveThreads();

        ConcurrentLinkedQueue<Integer> grants = new ConcurrentLinkedQueue<>();
        AtomicInteger holders = new AtomicInteger();
        AtomicInteger overlaps = new AtomicInteger();
        List<CompletableFuture<Void>> done = new ArrayList<>(WAITERS);
        for (int i = 0; i < WAITERS; i++) {
            int id = i;
            done.add(mutex.acquireAsync().thenCompose(acquisition -> {
                if (holders.incrementAndGet() != 1) {
                    overlaps.incrementAndGet();
                }
                grants.add(id);
                holders.decrementAndGet();
                return acquisition.releaseAsync();
            }));
        }
        Await.until(() -> Await.unchecked(() -> client.getChildren().forPath(path)).size() == WAITERS + 1,
                "all waiters queued");
        int peakThreads = liveThreads();

        Await.result(first.releaseAsync(), "the first release");
        CompletableFuture<Void> all = CompletableFuture.allOf(done.toArray(CompletableFuture[]::new));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!all.isDone()) {
            peakThreads = Math.max(peakThreads, liveThreads());
            assertTrue(System.nanoTime() < deadline, grants.size() + " of " + WAITERS + " granted in time");
            try {
                all.get(200, TimeUnit.MILLISECONDS);
            } catch (TimeoutException stillRunning) {
                // sample the thread count again
            }
        }
        all.get();
        assertEquals(0, overlaps.get(), "never two holders");
        assertEquals(IntStream.range(0, WAITERS).boxed().toList(), List.copyOf(grants), "granted in request order");
        assertTrue(peakThreads - threadsBefore <= 8, "threads grew from " + threadsBefore + " to " + peakThreads);
        assertEquals(List.of(), client.getChildren().forPath(path));
    }

    private static int liveThreads() {
        return Thread.getAllStackTraces().size();
    }
}
