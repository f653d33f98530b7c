package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class LeaderSelectorTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** Leads until interrupted; tells when it starts and how it ended. */
    private static final class Leader extends LeaderSelectorListenerAdapter {
        final CompletableFuture<Void> leading = new CompletableFuture<>();
        final CompletableFuture<Boolean> endedByInterrupt = new CompletableFuture<>();

        @Override
        public void takeLeadership(ZkClient client) {
            leading.complete(null);
            try {
                new CountDownLatch(1).await(); // until interrupted
                endedByInterrupt.complete(false);
            } catch (InterruptedException e) {
                endedByInterrupt.complete(true);
            }
        }
    }

    @Test
    void leadersTakeTurnsWithAutoRequeueOneAtATime() throws Exception {
        String path = server.path("selector");
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger violations = new AtomicInteger();
        CountDownLatch turns = new CountDownLatch(6);
        List<LeaderSelector> selectors = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ZkClient client = server.client();
            LeaderSelector selector = new LeaderSelector(client, path, new LeaderSelectorListenerAdapter() {
                @Override
                public void takeLeadership(ZkClient c) throws Exception {
                    if (inside.incrementAndGet() > 1) {
                        violations.incrementAndGet();
                    }
                    c.checkExists().forPath(path); // stay a round trip
                    inside.decrementAndGet();
                    turns.countDown();
                }
            });
            selector.setId("s" + i);
            selector.autoRequeue();
            selectors.add(selector);
        }
        selectors.forEach(LeaderSelector::start);
        assertTrue(turns.await(20, TimeUnit.SECONDS), "six turns");
        selectors.forEach(LeaderSelector::close);
        assertEquals(0, violations.get(), "never two leaders");
    }

    @Test
    void interruptLeadershipEndsTakeLeadershipAndTheNodeCarriesTheId() throws Exception {
        String path = server.path("selector");
        Leader leader = new Leader();
        LeaderSelector selector = new LeaderSelector(server.client(), path, leader);
        selector.setId("the-id");
        selector.start();
        Await.result(leader.leading, "leadership");
        assertTrue(selector.hasLeadership());
        assertFalse(selector.requeue(), "already leading");
        assertEquals(new Participant("the-id", true), selector.getLeader());
        String node = server.client().getChildren().forPath(path).get(0);
        assertTrue(node.matches("_c_[0-9a-f-]{36}-lock-\\d{10}"), node);
        assertEquals("the-id", new String(server.client().getData().forPath(path + "/" + node), StandardCharsets.UTF_8));

        selector.interruptLeadership();
        assertTrue(Await.result(leader.endedByInterrupt, "takeLeadership's end"));
        Await.until(() -> !selector.hasLeadership(), "leadership given up");
        selector.close();
        assertThrows(IllegalStateException.class, selector::requeue, "closed");
    }

    @Test
    void aLostSessionInterruptsTheLeaderAndTheNextOneLeads() throws Exception {
        String path = server.path("selector");
        ZkClient dying = server.client();
        Leader first = new Leader();
        LeaderSelector firstSelector = new LeaderSelector(dying, path, first);
        firstSelector.start();
        Await.result(first.leading, "first leadership");
        Leader second = new Leader();
        LeaderSelector secondSelector = new LeaderSelector(server.client(), path, second);
        secondSelector.start();

        SessionKiller.kill(server.connectString(), dying.sessionId(), dying.sessionPassword());
        assertTrue(Await.result(first.endedByInterrupt, "the first leader interrupted"));
        assertFalse(firstSelector.hasLeadership());
        Await.result(second.leading, "the second leader");
        firstSelector.close();
        secondSelector.close();
        assertTrue(Await.result(second.endedByInterrupt, "close interrupts the leader"));
    }

    @Test
    void closeAbandonsAQueuedAttempt() throws Exception {
        String path = server.path("selector");
        Leader leader = new Leader();
        LeaderSelector holder = new LeaderSelector(server.client(), path, leader);
        holder.start();
        Await.result(leader.leading, "leadership");
        ZkClient client = server.client();
        LeaderSelector queued = new LeaderSelector(client, path, new Leader());
        queued.start();
        Await.until(() -> Await.unchecked(() -> client.getChildren().forPath(path)).size() == 2, "queued");
        queued.close();
        Await.until(() -> Await.unchecked(() -> client.getChildren().forPath(path)).size() == 1, "its node gone");
        holder.close();
    }
}
