package io.zkwire.recipes.barriers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.nodes.DefaultNodeData;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.PlainTimer;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class DistributedDoubleBarrierTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void membersPassTogetherWithCuratorsLayout() throws Exception {
        String path = server.path("double");
        ZkClient reader = server.client();
        List<DistributedDoubleBarrier> members = new ArrayList<>();
        List<CompletableFuture<Boolean>> entering = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            members.add(new DistributedDoubleBarrier(server.client(), path, 3));
        }
        entering.add(members.get(0).enterAsync());
        entering.add(members.get(1).enterAsync());
        Await.until(() -> Await.unchecked(() -> reader.checkExists().forPath(members.get(0).ourPath()) != null
                && reader.checkExists().forPath(members.get(1).ourPath()) != null), "two members in");
        assertFalse(entering.get(0).isDone() || entering.get(1).isDone(), "two of three do not pass");

        entering.add(members.get(2).enterAsync());
        for (CompletableFuture<Boolean> e : entering) {
            assertTrue(Await.result(e, "enter"));
        }
        List<String> children = reader.getChildren().forPath(path);
        assertTrue(children.contains(DistributedDoubleBarrier.READY_NODE), "ready node: " + children);
        for (DistributedDoubleBarrier m : members) {
            Stat stat = reader.checkExists().forPath(m.ourPath());
            assertTrue(stat != null && stat.ephemeralOwner() != 0, "an ephemeral member node " + m.ourPath());
            assertArrayEquals(DefaultNodeData.get(), reader.getData().forPath(m.ourPath()));
        }

        List<CompletableFuture<Boolean>> leaving = new ArrayList<>();
        for (DistributedDoubleBarrier m : members) {
            leaving.add(m.leaveAsync());
        }
        for (CompletableFuture<Boolean> l : leaving) {
            assertTrue(Await.result(l, "leave"));
        }
        assertEquals(List.of(), Children.of(reader, path), "members and ready node are gone (or the empty container too)");
    }

    @Test
    void aLeaverWaitsForTheOthers() throws Exception {
        String path = server.path("double");
        DistributedDoubleBarrier first = new DistributedDoubleBarrier(server.client(), path, 2);
        DistributedDoubleBarrier second = new DistributedDoubleBarrier(server.client(), path, 2);
        CompletableFuture<Boolean> firstIn = first.enterAsync();
        assertTrue(second.enter(5, TimeUnit.SECONDS));
        assertTrue(Await.result(firstIn, "first enter"));

        assertFalse(first.leave(200, TimeUnit.MILLISECONDS), "the second has not left");
        assertTrue(second.leave(5, TimeUnit.SECONDS), "the first gave up its node when its leave timed out");
    }

    @Test
    void aTimedOutEnterTakesItsNodeAway() throws Exception {
        String path = server.path("double");
        ZkClient client = server.client();
        DistributedDoubleBarrier lonely = new DistributedDoubleBarrier(client, path, 2);
        long start = System.nanoTime();
        try (PlainTimer plain = PlainTimer.due(300)) {
            assertFalse(lonely.enter(300, TimeUnit.MILLISECONDS));
            long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            long allowedMs = 300 + DistributedBarrierTest.SLACK_MS + plain.lateMs();
            assertTrue(tookMs <= allowedMs, "took " + tookMs + " ms, allowed " + allowedMs + " ms");
        }
        client.sync(path);
        assertEquals(null, client.checkExists().forPath(lonely.ourPath()), "not counted as a member later");
    }

    @Test
    void aMemberWhoseSessionDiesDoesNotHoldTheOthers() throws Exception {
        String path = server.path("double");
        List<ZkClient> clients = new ArrayList<>();
        List<DistributedDoubleBarrier> members = new ArrayList<>();
        List<CompletableFuture<Boolean>> entering = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            clients.add(server.client());
            members.add(new DistributedDoubleBarrier(clients.get(i), path, 3));
            entering.add(members.get(i).enterAsync());
        }
        for (CompletableFuture<Boolean> e : entering) {
            assertTrue(Await.result(e, "enter"));
        }
        ZkClient dying = clients.get(0); // the lowest or not: either way its node goes with its session
        CompletableFuture<ConnectionState> reconnected = new CompletableFuture<>();
        dying.addConnectionStateListener((c, s) -> {
            if (s == ConnectionState.RECONNECTED) {
                reconnected.complete(s);
            }
        });
        SessionKiller.kill(server.connectString(), dying.sessionId(), dying.sessionPassword());

        CompletableFuture<Boolean> secondOut = members.get(1).leaveAsync(5, TimeUnit.SECONDS);
        assertTrue(members.get(2).leave(5, TimeUnit.SECONDS), "the survivors leave without the dead member");
        assertTrue(Await.result(secondOut, "the other survivor"));
        Await.result(reconnected, "the dead member's client on a new session");
        assertTrue(members.get(0).leave(5, TimeUnit.SECONDS), "its node is gone: it has left");
    }

    @Test
    void aSessionLostWhileEnteringEntersAgain() throws Exception {
        String path = server.path("double");
        ZkClient dying = server.client();
        DistributedDoubleBarrier first = new DistributedDoubleBarrier(dying, path, 2);
        CompletableFuture<Boolean> firstIn = first.enterAsync();
        Await.until(() -> Await.unchecked(() -> dying.checkExists().forPath(first.ourPath())) != null, "first in");
        long oldSession = dying.sessionId();
        SessionKiller.kill(server.connectString(), oldSession, dying.sessionPassword());
        ZkClient reader = server.client();
        Await.until(() -> {
            Stat stat = Await.unchecked(() -> reader.checkExists().forPath(first.ourPath()));
            return stat != null && stat.ephemeralOwner() != oldSession;
        }, "the first member's node again, on its new session");

        assertTrue(new DistributedDoubleBarrier(server.client(), path, 2).enter(5, TimeUnit.SECONDS));
        assertTrue(Await.result(firstIn, "the first member"));
    }

    @Test
    void badMemberCountSaysWhatToPass() throws Exception {
        var e = assertThrows(IllegalArgumentException.class,
                () -> new DistributedDoubleBarrier(server.client(), "/x", 0));
        assertTrue(e.getMessage().contains("memberQty must be at least 1"), e.getMessage());
    }
}
