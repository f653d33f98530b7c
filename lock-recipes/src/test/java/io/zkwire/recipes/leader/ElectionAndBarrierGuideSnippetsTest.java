package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.barriers.DistributedBarrier;
import io.zkwire.recipes.barriers.DistributedDoubleBarrier;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Runs the Java snippets of docs/guide/barriers.md and docs/guide/leader-election.md against a real server;
 * DocsRulesTest checks that each page shows them as they are here (between the snippet markers).
 */
@Timeout(60)
class ElectionAndBarrierGuideSnippetsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void barrier() throws Exception {
        ZkClient client = server.client();
        // snippet start
        DistributedBarrier barrier = new DistributedBarrier(client, "/barriers/deploy");
        barrier.setBarrier();
        CompletableFuture<Boolean> open = new DistributedBarrier(client, "/barriers/deploy")
                .waitOnBarrierAsync(10, TimeUnit.SECONDS);  // no thread waits: a watch and a timer entry
        barrier.removeBarrier();                            // any process, zkwire or Curator
        boolean passed = open.get();                        // true: removed before the deadline
        // snippet end
        assertTrue(passed);
    }

    @Test
    void doubleBarrier() throws Exception {
        ZkClient client = server.client();
        // snippet start
        DistributedDoubleBarrier batch = new DistributedDoubleBarrier(client, "/barriers/batch", 1);
        if (batch.enter(10, TimeUnit.SECONDS)) {            // true once memberQty members are in
            // ... the work all members do together ...
            batch.leave(10, TimeUnit.SECONDS);              // true once all members are out
        }
        // snippet end
        assertTrue(client.checkExists().forPath(batch.ourPath()) == null, "entered and left");
    }

    @Test
    void leaderLatch() throws Exception {
        ZkClient client = server.client();
        // snippet start
        LeaderLatch latch = new LeaderLatch(client, "/election/scheduler", "node-1");
        latch.addListener(new LeaderLatchListener() {
            @Override public void isLeader() { System.out.println("leading"); }
            @Override public void notLeader() { System.out.println("stepped down"); }
        });
        latch.start();
        if (latch.await(10, TimeUnit.SECONDS)) {
            System.out.println("leader: " + latch.getLeader().getId() + ", still leading: " + latch.hasLeadership());
        }
        latch.close();
        // snippet end
        assertFalse(latch.hasLeadership());
        assertTrue(latch.getLastPathIsLeader() != null, "it led");
    }

    @Test
    void leaderSelector() throws Exception {
        ZkClient client = server.client();
        // snippet start
        CountDownLatch compacted = new CountDownLatch(1);
        LeaderSelector selector = new LeaderSelector(client, "/election/compactor", new LeaderSelectorListenerAdapter() {
            @Override
            public void takeLeadership(ZkClient zk) {
                compacted.countDown();                      // lead until this returns; interrupted when lost
            }
        });
        selector.setId("node-1");
        selector.start();
        compacted.await(10, TimeUnit.SECONDS);
        selector.close();
        // snippet end
        assertTrue(compacted.getCount() == 0, "it led");
    }
}
