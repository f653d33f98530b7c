package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.recipes.leader.LeaderSelectorListenerAdapter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** One leader across a mixed fleet: zkwire and Curator 5.9 participants on one election path. */
@Timeout(60)
class ElectionCuratorInteropTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** One latch of either library. */
    private record Member(String id, BooleanSupplier leads, Await.ThrowingRunnable close, CompletableFuture<Void> told) {

        Member(String id, BooleanSupplier leads, Await.ThrowingRunnable close) {
            this(id, leads, close, new CompletableFuture<>());
        }
    }

    @Test
    void latchesOfBothLibrariesElectOneLeaderAtATime() throws Exception {
        String path = server.path("latch");
        List<Member> members = new CopyOnWriteArrayList<>(); // read by the listeners while the test removes
        AtomicInteger twoLeaders = new AtomicInteger();
        Set<String> led = ConcurrentHashMap.newKeySet();
        for (int i = 0; i < 2; i++) {
            LeaderLatch ours = new LeaderLatch(server.client(), path, "zkwire-" + i);
            var theirs = new org.apache.curator.framework.recipes.leader.LeaderLatch(server.curator(), path, "curator-" + i);
            members.add(new Member(ours.getId(), ours::hasLeadership, ours::close));
            members.add(new Member(theirs.getId(), theirs::hasLeadership, theirs::close));
            ours.addListener(new LeaderLatchListener() {
                @Override
                public void isLeader() {
                    elected(ours.getId(), members, led, twoLeaders);
                }

                @Override
                public void notLeader() {
                }
            });
            theirs.addListener(new org.apache.curator.framework.recipes.leader.LeaderLatchListener() {
                @Override
                public void isLeader() {
                    elected(theirs.getId(), members, led, twoLeaders);
                }

                @Override
                public void notLeader() {
                }
            });
            ours.start();
            theirs.start();
        }
        for (int round = 0; round < 4; round++) {
            Await.until(() -> members.stream().filter(m -> m.leads().getAsBoolean()).count() == 1, "one leader");
            Member leader = members.stream().filter(m -> m.leads().getAsBoolean()).findFirst().orElseThrow();
            // hasLeadership() turns true before isLeader() is delivered; closing earlier would skip the callback.
            Await.result(leader.told(), leader.id() + "'s isLeader()");
            leader.close().run();
            members.remove(leader);
        }
        assertEquals(0, twoLeaders.get(), "a new leader never found another one leading");
        assertEquals(4, led.size(), "each participant led once: " + led);
    }

    private static void elected(String id, List<Member> members, Set<String> led, AtomicInteger twoLeaders) {
        led.add(id);
        if (members.stream().anyMatch(m -> !m.id().equals(id) && m.leads().getAsBoolean())) {
            twoLeaders.incrementAndGet();
        }
        members.stream().filter(m -> m.id().equals(id)).forEach(m -> m.told().complete(null));
    }

    @Test
    void selectorsOfBothLibrariesTakeTurns() throws Exception {
        String path = server.path("selector");
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger violations = new AtomicInteger();
        Set<String> led = ConcurrentHashMap.newKeySet();
        CountDownLatch turns = new CountDownLatch(12);
        List<AutoCloseable> selectors = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            String ourId = "zkwire-" + i;
            String theirId = "curator-" + i;
            ZkClient zkwire = server.client();
            CuratorFramework curator = server.curator();
            LeaderSelector ours = new LeaderSelector(zkwire, path, new io.zkwire.recipes.leader.LeaderSelectorListenerAdapter() {
                @Override
                public void takeLeadership(ZkClient client) throws Exception {
                    turn(ourId, () -> client.checkExists().forPath(path), inside, violations, led, turns);
                }
            });
            var theirs = new org.apache.curator.framework.recipes.leader.LeaderSelector(curator, path,
                    new LeaderSelectorListenerAdapter() {
                        @Override
                        public void takeLeadership(CuratorFramework client) throws Exception {
                            turn(theirId, () -> client.checkExists().forPath(path), inside, violations, led, turns);
                        }
                    });
            ours.autoRequeue();
            theirs.autoRequeue();
            selectors.add(ours);
            selectors.add(theirs);
            ours.start();
            theirs.start();
        }
        assertTrue(turns.await(30, TimeUnit.SECONDS), "twelve turns");
        for (AutoCloseable s : selectors) {
            s.close();
        }
        assertEquals(0, violations.get(), "never two leaders");
        assertEquals(4, led.size(), "each participant led: " + led);
    }

    private static void turn(String id, Await.ThrowingRunnable work, AtomicInteger inside, AtomicInteger violations,
            Set<String> led, CountDownLatch turns) throws Exception {
        if (inside.incrementAndGet() > 1) {
            violations.incrementAndGet();
        }
        led.add(id);
        work.run();
        inside.decrementAndGet();
        turns.countDown();
    }
}
