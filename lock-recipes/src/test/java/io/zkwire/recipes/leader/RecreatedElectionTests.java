// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Elections go on after the servers were recreated with empty data (containers without volumes, a test
 * cluster made again): their history starts again below the zxid the client had seen, the client's session is
 * lost, and the client must start a new one there within its connection timeout so that the recipes elect
 * again. Run on a standalone server ({@link RecreatedServerElectionTest}) and on a 3-node ensemble
 * ({@link RecreatedEnsembleElectionTest}), where every server refuses the old zxid before the client gives it up.
 */
@Timeout(120)
abstract class RecreatedElectionTests {

    private static final int SESSION_TIMEOUT_MS = 4_000;
    private static final int CONNECTION_TIMEOUT_MS = 15_000;
    /** The session must be given up first (at most the session timeout), then the new one started. */
    private static final long ELECTED_AGAIN_MS = SESSION_TIMEOUT_MS + CONNECTION_TIMEOUT_MS;

    /** The servers of the concrete class, recreated by the test. */
    abstract RecipeServer server();

    private ZkClient client() throws InterruptedException {
        return server().client(b -> b.sessionTimeoutMs(SESSION_TIMEOUT_MS).connectionTimeoutMs(CONNECTION_TIMEOUT_MS));
    }

    /** Creates nodes, so that the zxid the client has seen is well past where the recreated server starts. */
    private static void advanceZxid(ZkClient client, String path) throws Exception {
        client.create().creatingParentsIfNeeded().forPath(path);
        for (int i = 0; i < 20; i++) {
            client.create().forPath(path + "/n" + i);
        }
    }

    @Test
    void aLeaderLatchLeadsAgainAfterTheServerWasWipedAndRestarted() throws Exception {
        ZkClient client = client();
        String path = server().path("latch");
        BlockingQueue<Boolean> leadership = new LinkedBlockingQueue<>();
        LeaderLatch latch = server().closeAfterTest(new LeaderLatch(client, path, "a"));
        latch.addListener(new LeaderLatchListener() {
            @Override
            public void isLeader() {
                leadership.add(true);
            }

            @Override
            public void notLeader() {
                leadership.add(false);
            }
        });
        latch.start();
        assertEquals(Boolean.TRUE, leadership.poll(30, TimeUnit.SECONDS), "leads at first");
        advanceZxid(client, server().path("zxid"));

        server().ensemble().wipeAndRestart();

        assertEquals(Boolean.FALSE, leadership.poll(30, TimeUnit.SECONDS), "steps down with the lost session");
        assertEquals(Boolean.TRUE, leadership.poll(ELECTED_AGAIN_MS, TimeUnit.MILLISECONDS),
                "leads again on the recreated servers");
        settlesLeading(latch::hasLeadership, leadership, Boolean.FALSE, Boolean.TRUE);
        assertEquals(1, client.getChildren().forPath(path).size(), "its node, made again in the new session");
    }

    @Test
    void aLeaderSelectorLeadsAgainAfterTheServerWasWipedAndRestarted() throws Exception {
        ZkClient client = client();
        String path = server().path("selector");
        BlockingQueue<String> turns = new LinkedBlockingQueue<>();
        LeaderSelector selector = server().closeAfterTest(new LeaderSelector(client, path,
                new LeaderSelectorListenerAdapter() {
                    @Override
                    public void takeLeadership(ZkClient c) {
                        turns.add("started");
                        try {
                            new CountDownLatch(1).await(); // leads until interrupted
                        } catch (InterruptedException e) {
                            turns.add("interrupted");
                        }
                    }
                }));
        selector.autoRequeue();
        selector.start();
        assertEquals("started", turns.poll(30, TimeUnit.SECONDS), "leads at first");
        advanceZxid(client, server().path("zxid"));

        server().ensemble().wipeAndRestart();

        assertEquals("interrupted", turns.poll(30, TimeUnit.SECONDS), "leadership ends with the lost session");
        assertEquals("started", turns.poll(ELECTED_AGAIN_MS, TimeUnit.MILLISECONDS),
                "leads again on the recreated servers");
        settlesLeading(selector::hasLeadership, turns, "interrupted", "started");
    }

    /**
     * Asserts that the participant leads, allowing a few more session losses while the recreated servers
     * settle (a busy machine can keep them from answering within the short lost deadline): each must end the
     * turn it interrupts and be followed by a new one, heard as events, not polled.
     */
    private static <T> void settlesLeading(BooleanSupplier leads, BlockingQueue<T> turns, T ended, T started)
            throws InterruptedException {
        for (int loss = 0; !leads.getAsBoolean(); loss++) {
            assertTrue(loss < 3, "still not leading after " + loss + " more session losses");
            assertEquals(ended, turns.poll(30, TimeUnit.SECONDS), "a turn not leading any more has ended");
            assertEquals(started, turns.poll(ELECTED_AGAIN_MS, TimeUnit.MILLISECONDS), "leads again");
        }
    }
}
