package io.zkwire.recipes.barriers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.PlainTimer;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class DistributedBarrierTest {

    /** What a timed wait may overrun its deadline by, beyond what the machine's load makes a plain timer late. */
    static final long SLACK_MS = 250;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void waitersPassOnceTheBarrierIsRemoved() throws Exception {
        String path = server.path("barrier");
        DistributedBarrier setter = new DistributedBarrier(server.client(), path);
        setter.setBarrier();
        setter.setBarrier(); // already set: no error
        assertArrayEquals(DefaultNodeData.get(), server.client().getData().forPath(path), "Curator's default data");

        ZkClient waiterClient = server.client();
        CompletableFuture<Boolean> async = new DistributedBarrier(waiterClient, path).waitOnBarrierAsync();
        CompletableFuture<Void> blocking = Await.onOtherThread(() -> new DistributedBarrier(waiterClient, path).waitOnBarrier());
        assertFalse(new DistributedBarrier(waiterClient, path).waitOnBarrier(100, TimeUnit.MILLISECONDS), "still set");
        assertFalse(async.isDone() || blocking.isDone(), "nobody passes a set barrier");

        setter.removeBarrier();
        assertTrue(Await.result(async, "async waiter"));
        Await.result(blocking, "blocking waiter");
        setter.removeBarrier(); // already gone: no error
        assertTrue(new DistributedBarrier(waiterClient, path).waitOnBarrier(0, TimeUnit.SECONDS), "no barrier, no wait");
    }

    @Test
    void aTimedWaitKeepsItsDeadlineWhileDisconnected() throws Exception {
        String path = server.path("barrier");
        new DistributedBarrier(server.client(), path).setBarrier();
        FaultProxy proxy = server.proxy();
        ZkClient cutOff = server.client(b -> b.connectString(proxy.connectString()));
        DistributedBarrier barrier = new DistributedBarrier(cutOff, path);
        proxy.blackhole(Duration.ofSeconds(2));

        long start = System.nanoTime();
        try (PlainTimer plain = PlainTimer.due(500)) {
            assertFalse(barrier.waitOnBarrier(500, TimeUnit.MILLISECONDS));
            long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            long allowedMs = 500 + SLACK_MS + plain.lateMs();
            assertTrue(tookMs >= 500 && tookMs <= allowedMs, "returned after " + tookMs + " ms, deadline 500 ms, allowed "
                    + allowedMs + " ms (a plain timer's lateness included)");
        }
    }

    @Test
    void anUntimedWaitOutlivesADisconnect() throws Exception {
        String path = server.path("barrier");
        DistributedBarrier setter = new DistributedBarrier(server.client(), path);
        setter.setBarrier();
        FaultProxy proxy = server.proxy();
        CompletableFuture<Boolean> waiting = new DistributedBarrier(
                server.client(b -> b.connectString(proxy.connectString())), path).waitOnBarrierAsync();
        proxy.reset(); // the watch's connection is gone; the wait looks again after reconnecting
        setter.removeBarrier();
        assertTrue(Await.result(waiting, "the waiter, after its reconnect"));
    }

    @Test
    void badArgumentsSayWhatToPass() throws Exception {
        DistributedBarrier barrier = new DistributedBarrier(server.client(), server.path("b"));
        var e = assertThrows(IllegalArgumentException.class, () -> barrier.waitOnBarrier(1, null));
        assertTrue(e.getMessage().contains("unit must not be null"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new DistributedBarrier(server.client(), "no-slash"));
    }
}
