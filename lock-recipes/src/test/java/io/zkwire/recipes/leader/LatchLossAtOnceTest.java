// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The latch sits on the lock engine: its leadership ends the instant the lock's lost signal is decided,
 * even while a listener (on the latch's default executor) is still busy in {@code isLeader}, and the latch
 * joins again on its new session once the listener lets go.
 */
@Timeout(120)
class LatchLossAtOnceTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aBusyListenerDoesNotHoldBackTheLossAndTheLatchJoinsAgainOnItsNewSession() throws Exception {
        String path = server.path("latch");
        ZkClient client = server.client();
        CountDownLatch inIsLeader = new CountDownLatch(1);
        CountDownLatch letGo = new CountDownLatch(1);
        HeardChanges heard = new HeardChanges();
        LeaderLatch busy = new LeaderLatch(client, path, "busy");
        busy.addListener(new LeaderLatchListener() {
            @Override
            public void isLeader() {
                heard.isLeader();
                inIsLeader.countDown();
                try {
                    letGo.await(90, TimeUnit.SECONDS); // busy until the test lets go
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }

            @Override
            public void notLeader() {
                heard.notLeader();
            }
        });
        busy.start();
        server.closeAfterTest(() -> busy.close());
        server.closeAfterTest(letGo::countDown); // closed first: a failing test must not leave the listener busy
        assertTrue(inIsLeader.await(Await.LIMIT.toSeconds(), TimeUnit.SECONDS), "isLeader called");
        String firstNode = busy.getOurPath();
        assertTrue(busy.hasLeadership());
        LeaderLatch next = new LeaderLatch(server.client(), path, "next");
        next.start();
        server.closeAfterTest(() -> next.close());
        Await.until(() -> next.getOurPath() != null, "the second participant's node");

        SessionKiller.kill(server.connectString(), client.sessionId(), client.sessionPassword());
        Await.until(() -> !busy.hasLeadership(), "the busy leader to step down while its isLeader still runs");
        assertFalse(busy.await(0, TimeUnit.SECONDS), "await does not report a lost leadership");
        assertTrue(next.await(Await.LIMIT.toSeconds(), TimeUnit.SECONDS), "the next in line leads");

        letGo.countDown();
        assertEquals("isLeader", heard.next());
        assertEquals("notLeader", heard.next(), "the busy listener hears the end once it returns");
        Await.until(() -> busy.getOurPath() != null && !busy.getOurPath().equals(firstNode),
                "the latch joins again with a node of its new session");
        Await.until(() -> Await.unchecked(next::getParticipants).equals(
                List.of(new Participant("next", true), new Participant("busy", false))), "busy queued behind next");
        assertFalse(busy.hasLeadership());
        assertNotEquals(firstNode, busy.getOurPath());
    }

    @Test
    void aListenerMayCloseItsLatchAndHearsTheEnd() throws Exception {
        String path = server.path("latch");
        LeaderLatch latch = new LeaderLatch(server.client(), path, "", LeaderLatch.CloseMode.NOTIFY_LEADER);
        HeardChanges heard = new HeardChanges();
        AtomicReference<String> node = new AtomicReference<>();
        latch.addListener(new LeaderLatchListener() {
            @Override
            public void isLeader() {
                heard.isLeader();
                node.set(latch.getOurPath());
                latch.close(); // on the latch's own executor: must not wait for the notLeader queued behind it
            }

            @Override
            public void notLeader() {
                heard.notLeader();
            }
        });
        latch.start();
        assertEquals("isLeader", heard.next());
        assertEquals("notLeader", heard.next());
        Await.until(() -> latch.getOurPath() == null, "the node given up");
        Await.until(() -> Await.unchecked(() -> server.client().checkExists().forPath(node.get())) == null,
                "the node deleted");
        assertEquals(LeaderLatch.State.CLOSED, latch.getState());
    }
}
