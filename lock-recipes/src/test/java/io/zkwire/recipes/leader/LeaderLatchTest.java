package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.io.EOFException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class LeaderLatchTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void oneLeaderInNodeOrderWithCuratorsNamesAndIds() throws Exception {
        String path = server.path("latch");
        List<LeaderLatch> latches = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            LeaderLatch latch = new LeaderLatch(server.client(), path, "p" + i);
            latches.add(latch);
            latch.start();
            Await.until(() -> latch.getOurPath() != null, "p" + i + "'s node"); // joins in this order
        }
        assertTrue(latches.get(0).await(5, TimeUnit.SECONDS), "the first node leads");
        assertFalse(latches.get(1).hasLeadership() || latches.get(2).hasLeadership());
        assertFalse(latches.get(1).await(100, TimeUnit.MILLISECONDS), "a follower's timed await ends in time");

        String node = latches.get(1).getOurPath();
        assertTrue(node.substring(path.length() + 1).matches("_c_[0-9a-f-]{36}-latch-\\d{10}"), node);
        assertEquals("p1", new String(server.client().getData().forPath(node), StandardCharsets.UTF_8));
        assertEquals(List.of(new Participant("p0", true), new Participant("p1", false), new Participant("p2", false)),
                new ArrayList<>(latches.get(2).getParticipants()));
        assertEquals(new Participant("p0", true), latches.get(2).getLeader());

        latches.get(0).close();
        assertTrue(latches.get(1).await(5, TimeUnit.SECONDS), "the next in line leads");
        latches.get(1).close();
        latches.get(2).await();
        assertTrue(latches.get(2).hasLeadership());
        assertEquals(latches.get(2).getOurPath(), latches.get(2).getLastPathIsLeader());
        latches.get(2).close();
        assertThrows(IllegalStateException.class, latches.get(2)::close, "closed twice");
        assertThrows(EOFException.class, latches.get(2)::await, "await on a closed latch");
    }

    @Test
    void closeModesTellTheListenerOrNot() throws Exception {
        String path = server.path("latch");
        for (LeaderLatch.CloseMode mode : LeaderLatch.CloseMode.values()) {
            LeaderLatch latch = new LeaderLatch(server.client(), path, "", mode);
            HeardChanges heard = new HeardChanges();
            latch.addListener(heard);
            latch.start();
            latch.await();
            latch.close();
            assertEquals(mode == LeaderLatch.CloseMode.SILENT ? List.of("isLeader") : List.of("isLeader", "notLeader"),
                    heard.now(), mode.name());
        }
    }

    @Test
    void aLeaderWhoseNodeIsDeletedStepsDownAndJoinsAgain() throws Exception {
        String path = server.path("latch");
        LeaderLatch latch = new LeaderLatch(server.client(), path);
        CompletableFuture<Void> steppedDown = new CompletableFuture<>();
        latch.addListener(new LeaderLatchListener() {
            @Override
            public void isLeader() {
            }

            @Override
            public void notLeader() {
                steppedDown.complete(null);
            }
        });
        latch.start();
        latch.await();
        String first = latch.getOurPath();
        server.client().delete().forPath(first);
        Await.result(steppedDown, "notLeader after someone deleted the leader's node");
        assertTrue(latch.await(5, TimeUnit.SECONDS), "leads again with a new node");
        assertFalse(first.equals(latch.getOurPath()));
        latch.close();
    }

    @Test
    void aLeaderWhoseSessionIsKilledStepsDownAndQueuesBehindTheNewLeader() throws Exception {
        String path = server.path("latch");
        ZkClient dying = server.client();
        LeaderLatch old = new LeaderLatch(dying, path, "old");
        old.start();
        old.await();
        String oldNode = old.getOurPath();
        LeaderLatch next = new LeaderLatch(server.client(), path, "next");
        next.start();
        Await.until(() -> next.getOurPath() != null, "the second node");

        SessionKiller.kill(server.connectString(), dying.sessionId(), dying.sessionPassword());
        assertTrue(next.await(5, TimeUnit.SECONDS), "the next in line leads once the old session's node is gone");
        Await.until(() -> !old.hasLeadership() && old.getOurPath() != null && !old.getOurPath().equals(oldNode),
                "the old leader stepped down and joined again on its new session");
        Await.until(() -> Await.unchecked(next::getParticipants).equals(
                List.of(new Participant("next", true), new Participant("old", false))), "old queued behind next");
        old.close();
        next.close();
    }
}
