// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListenerManagerFactory;
import io.zkwire.client.SessionConnectionStateErrorPolicy;
import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The client's connection-state error policy, as Curator's TestLeaderLatch and TestLeaderSelector expect it:
 * with the default (Standard) a dropped connection ends leadership, which comes back after the reconnect;
 * with SessionConnectionStateErrorPolicy it survives a SUSPENDED. The proxy in front of the server resets
 * the connection; the client reconnects at once, on the same session.
 */
@Timeout(90)
class ErrorPolicyTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    private final FaultProxy proxy = server.proxy();

    private ZkClient client(UnaryOperator<ZkClientBuilder> tweak) throws InterruptedException {
        return server.client(b -> tweak.apply(b.connectString(proxy.connectString())));
    }

    /** Drops the connection and returns once the client is back and its event thread has handled it. */
    private void flap(ZkClient client) throws Exception {
        CompletableFuture<Void> back = new CompletableFuture<>();
        client.addConnectionStateListener(new io.zkwire.client.ConnectionStateListener() {
            @Override
            public void stateChanged(ZkClient c, ConnectionState state) {
                if (state == ConnectionState.RECONNECTED) {
                    back.complete(null);
                }
            }

            @Override
            public boolean doNotProxy() {
                return true; // past a circuit breaker too
            }
        });
        proxy.reset();
        Await.result(back, "RECONNECTED after the connection was reset");
        client.checkExists().forPath("/"); // a round trip behind what the event thread had queued
    }

    private static LeaderLatch latch(ZkClient client, String path, HeardChanges heard) {
        LeaderLatch latch = new LeaderLatch(client, path);
        latch.addListener(heard);
        latch.start();
        server.closeAfterTest(() -> latch.close());
        return latch;
    }

    private static String next(BlockingQueue<String> heard) throws InterruptedException {
        String change = heard.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        assertTrue(change != null, "no change within " + Await.LIMIT);
        return change;
    }

    @Test
    void byDefaultALatchGivesUpLeadershipAtSuspendedAndLeadsAgainAfterTheReconnect() throws Exception {
        ZkClient client = client(UnaryOperator.identity());
        HeardChanges heard = new HeardChanges();
        LeaderLatch latch = latch(client, server.path("latch"), heard);
        assertEquals("isLeader", heard.next());
        String node = latch.getOurPath();
        flap(client);
        assertEquals("notLeader", heard.next(), "SUSPENDED is an error under the default policy");
        assertEquals("isLeader", heard.next(), "leads again: its node is still first after the reconnect");
        assertTrue(latch.hasLeadership());
        assertEquals(node, latch.getOurPath(), "with the same node, as Curator's testSessionErrorPolicy expects");
    }

    @Test
    void underTheSessionPolicyALatchKeepsLeadershipThroughSuspended() throws Exception {
        ZkClient client = client(b -> b.connectionStateErrorPolicy(new SessionConnectionStateErrorPolicy()));
        HeardChanges heard = new HeardChanges();
        LeaderLatch latch = latch(client, server.path("latch"), heard);
        assertEquals("isLeader", heard.next());
        flap(client);
        assertEquals(List.of(), heard.now());
        assertTrue(latch.hasLeadership());
    }

    /** Leads until interrupted; tells when it starts and how it ended. */
    private static final class Leader extends LeaderSelectorListenerAdapter {
        final BlockingQueue<String> heard = new LinkedBlockingQueue<>();

        @Override
        public void takeLeadership(ZkClient client) {
            heard.add("leading");
            try {
                new CountDownLatch(1).await();
            } catch (InterruptedException e) {
                heard.add("interrupted");
            }
        }
    }

    @Test
    void byDefaultTheSelectorsAdapterCancelsLeadershipAtSuspended() throws Exception {
        ZkClient client = client(UnaryOperator.identity());
        Leader leader = new Leader();
        LeaderSelector selector = new LeaderSelector(client, server.path("selector"), leader);
        selector.autoRequeue();
        selector.start();
        server.closeAfterTest(selector::close);
        assertEquals("leading", next(leader.heard));
        flap(client);
        assertEquals("interrupted", next(leader.heard), "SUSPENDED cancels leadership under the default policy");
        assertEquals("leading", next(leader.heard), "queued again and leads again after the reconnect");
    }

    @Test
    void underTheSessionPolicyTheSelectorKeepsLeadershipThroughSuspended() throws Exception {
        ZkClient client = client(b -> b.connectionStateErrorPolicy(new SessionConnectionStateErrorPolicy()));
        Leader leader = new Leader();
        LeaderSelector selector = new LeaderSelector(client, server.path("selector"), leader);
        selector.start();
        server.closeAfterTest(selector::close);
        assertEquals("leading", next(leader.heard));
        flap(client);
        assertEquals(List.of(), new ArrayList<>(leader.heard));
        assertTrue(selector.hasLeadership());
    }

    @Test
    void behindACircuitBreakerAFlappingConnectionCostsALatchOneLeadershipChange() throws Exception {
        ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
        server.closeAfterTest(scheduler::shutdownNow);
        CountDownLatch gate = new CountDownLatch(1);
        scheduler.execute(() -> {
            try {
                gate.await(); // the breaker looks again only once the test opens the gate
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        ZkClient client = client(b -> b.connectionStateListenerManagerFactory(
                ConnectionStateListenerManagerFactory.circuitBreaking((n, elapsed) -> 10, scheduler)));
        HeardChanges heard = new HeardChanges();
        LeaderLatch latch = latch(client, server.path("latch"), heard);
        assertEquals("isLeader", heard.next());
        for (int i = 0; i < 3; i++) {
            flap(client);
        }
        assertEquals(List.of("notLeader"), heard.now(), "one SUSPENDED reached the latch");
        assertFalse(latch.hasLeadership());
        gate.countDown();
        assertEquals("isLeader", heard.next(), "the breaker closed on a connection: RECONNECTED, and leads again");
    }
}
