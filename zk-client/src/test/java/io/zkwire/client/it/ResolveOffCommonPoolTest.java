package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.zkwire.client.ZkClient;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A host name is resolved on the client's own threads: with every thread of the common pool busy (user code
 * is free to do that), a client given a name still connects. Runs where the common pool has at least two
 * threads: with one (a 2-core machine), CompletableFuture's async methods start a thread per task instead.
 */
@Timeout(60)
class ResolveOffCommonPoolTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    @Test
    void connectsByNameWhileTheCommonPoolIsBusy() throws Exception {
        assumeTrue(ForkJoinPool.getCommonPoolParallelism() > 1,
                "CompletableFuture does not use a common pool of parallelism 1");
        String byName = "localhost:" + server.ensemble().server(0).clientPort();
        CountDownLatch release = new CountDownLatch(1);
        ForkJoinPool pool = ForkJoinPool.commonPool();
        CountDownLatch busy = new CountDownLatch(pool.getParallelism());
        for (int i = 0; i < pool.getParallelism(); i++) {
            pool.execute(() -> {
                busy.countDown();
                awaitQuietly(release);
            });
        }
        try {
            assertTrue(busy.await(5, TimeUnit.SECONDS), "the common pool's threads to be busy");
            ZkClient client = server.closeAfterTest(Clients.builder(byName).build());
            client.start();
            assertTrue(client.blockUntilConnected(3, TimeUnit.SECONDS),
                    "no session by host name within 3 s while the common pool was busy");
        } finally {
            release.countDown();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
