package io.zkwire.recipes.barriers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Mixed fleets on one barrier path: zkwire and Curator 5.9 (with its own ZooKeeper client). */
@Timeout(60)
class BarrierCuratorInteropTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** Enter or leave, blocking, as each library does it. */
    private interface Step {
        boolean run() throws Exception;
    }

    @Test
    void threeZkwireAndTwoCuratorMembersEnterAndLeaveTogether() throws Exception {
        String path = server.path("double");
        int members = 5;
        AtomicInteger entering = new AtomicInteger();
        AtomicInteger leaving = new AtomicInteger();
        AtomicInteger early = new AtomicInteger();
        List<CompletableFuture<Void>> runs = new ArrayList<>();
        for (int i = 0; i < members; i++) {
            Step enter;
            Step leave;
            if (i < 3) {
                DistributedDoubleBarrier ours = new DistributedDoubleBarrier(server.client(), path, members);
                enter = () -> ours.enter(20, TimeUnit.SECONDS);
                leave = () -> ours.leave(20, TimeUnit.SECONDS);
            } else {
                var theirs = new org.apache.curator.framework.recipes.barriers.DistributedDoubleBarrier(
                        server.curator(), path, members);
                enter = () -> theirs.enter(20, TimeUnit.SECONDS);
                leave = () -> theirs.leave(20, TimeUnit.SECONDS);
            }
            runs.add(Await.onOtherThread(() -> {
                entering.incrementAndGet(); // before the own node exists: nobody may pass before all counted
                assertTrue(enter.run(), "entered");
                if (entering.get() < members) {
                    early.incrementAndGet();
                }
                leaving.incrementAndGet();
                assertTrue(leave.run(), "left");
                if (leaving.get() < members) {
                    early.incrementAndGet();
                }
            }));
        }
        for (CompletableFuture<Void> run : runs) {
            Await.result(run, "a member's enter and leave");
        }
        assertEquals(0, early.get(), "nobody passed before all had entered, or left before all were leaving");
        ZkClient reader = server.client();
        assertEquals(List.of(), Children.of(reader, path), "members and ready node are gone (or the empty container too)");
    }

    @Test
    void curatorRemovesABarrierZkwireWaitsOnAndTheOtherWayRound() throws Exception {
        String path = server.path("barrier");
        CuratorFramework curator = server.curator();
        var theirs = new org.apache.curator.framework.recipes.barriers.DistributedBarrier(curator, path);
        DistributedBarrier ours = new DistributedBarrier(server.client(), path);

        theirs.setBarrier();
        CompletableFuture<Boolean> zkwireWaiter = ours.waitOnBarrierAsync(20, TimeUnit.SECONDS);
        CompletableFuture<Boolean> otherZkwireWaiter = new DistributedBarrier(server.client(), path).waitOnBarrierAsync();
        theirs.removeBarrier();
        assertTrue(Await.result(zkwireWaiter, "zkwire waiter, barrier removed by Curator"));
        assertTrue(Await.result(otherZkwireWaiter, "untimed zkwire waiter"));

        ours.setBarrier();
        CompletableFuture<Void> curatorWaiter = Await.onOtherThread(
                () -> assertTrue(theirs.waitOnBarrier(20, TimeUnit.SECONDS)));
        Await.until(() -> curatorWaitsOn(path), "Curator's watch on the barrier");
        ours.removeBarrier();
        Await.result(curatorWaiter, "Curator waiter, barrier removed by zkwire");
    }

    /** Curator's waiter has looked (its exists watch is on the server), so removing the barrier wakes it. */
    private static boolean curatorWaitsOn(String path) {
        return Await.unchecked(() -> server.ensemble().server(0).fourLetterWord("wchp")).contains(path);
    }
}
