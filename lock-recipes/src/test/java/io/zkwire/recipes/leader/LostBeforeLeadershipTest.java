// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.SessionKiller;
import java.util.List;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A session lost between winning the election and the code that acts on it (the selector's leader task,
 * a latch's listener) waiting on a busy executor: that code must not run as leader. The executor here is
 * held back by a gate until the loss has happened.
 */
@Timeout(90)
class LostBeforeLeadershipTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** One thread that runs nothing until {@link #open()}; {@link #queued} completes at the first task. */
    private static final class GatedExecutor extends AbstractExecutorService {
        final CompletableFuture<Void> queued = new CompletableFuture<>();
        private final CountDownLatch gate = new CountDownLatch(1);
        private final ExecutorService thread = Executors.newSingleThreadExecutor();

        GatedExecutor() {
            thread.execute(() -> {
                try {
                    gate.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
        }

        void open() {
            gate.countDown();
        }

        /** Waits until every task queued so far has run. */
        void drain() throws Exception {
            CompletableFuture<Void> done = new CompletableFuture<>();
            thread.execute(() -> done.complete(null));
            Await.result(done, "the gated executor's queue to drain");
        }

        @Override
        public void execute(Runnable task) {
            thread.execute(task);
            queued.complete(null);
        }

        @Override
        public void shutdown() {
            thread.shutdown();
        }

        @Override
        public List<Runnable> shutdownNow() {
            return thread.shutdownNow();
        }

        @Override
        public boolean isShutdown() {
            return thread.isShutdown();
        }

        @Override
        public boolean isTerminated() {
            return thread.isTerminated();
        }

        @Override
        public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
            return thread.awaitTermination(timeout, unit);
        }
    }

    /** Expires the client's session on the server and returns once the client has reported LOST. */
    private static void expire(ZkClient client) throws Exception {
        CompletableFuture<Void> lost = new CompletableFuture<>();
        client.addConnectionStateListener((c, state) -> {
            if (state == ConnectionState.LOST) {
                lost.complete(null);
            }
        }, Runnable::run);
        SessionKiller.kill(server.connectString(), client.sessionId(), client.sessionPassword());
        Await.result(lost, "LOST after the session was expired");
    }

    private static GatedExecutor gatedExecutor() {
        GatedExecutor executor = new GatedExecutor();
        server.closeAfterTest(executor::shutdownNow);
        return executor;
    }

    @Test
    void aSelectorWhoseLockIsLostBeforeItsLeaderTaskRunsDoesNotLeadOnIt() throws Exception {
        String path = server.path("selector");
        ZkClient client = server.client();
        GatedExecutor executor = gatedExecutor();
        AtomicReference<LeaderSelector> self = new AtomicReference<>();
        List<Boolean> ledWithLeadership = new CopyOnWriteArrayList<>();
        List<Long> ledInSession = new CopyOnWriteArrayList<>();
        CompletableFuture<Void> leading = new CompletableFuture<>();
        LeaderSelector selector = new LeaderSelector(client, path, executor, new LeaderSelectorListenerAdapter() {
            @Override
            public void takeLeadership(ZkClient c) throws Exception {
                ledWithLeadership.add(self.get().hasLeadership());
                ledInSession.add(c.sessionId());
                leading.complete(null);
                new CountDownLatch(1).await(); // until interrupted
            }
        });
        self.set(selector);
        selector.autoRequeue();
        selector.start();
        Await.result(executor.queued, "the lock to be acquired and the leader task queued");
        long firstSession = client.sessionId();

        expire(client);
        executor.open();

        Await.result(leading, "leadership on the new session (auto-requeue)");
        assertEquals(List.of(true), ledWithLeadership, "takeLeadership ran only with leadership held");
        assertNotEquals(firstSession, ledInSession.get(0), "never on the lost session's lock");
        assertTrue(selector.hasLeadership());
        selector.close();
    }

    @Test
    void aLatchThatLosesBeforeItsListenerIsToldDoesNotTellIsLeader() throws Exception {
        String path = server.path("latch");
        ZkClient client = server.client();
        GatedExecutor executor = gatedExecutor();
        HeardChanges heard = new HeardChanges();
        LeaderLatch latch = new LeaderLatch(client, path, "first");
        latch.addListener(heard, executor);
        latch.start();
        server.closeAfterTest(() -> latch.close());
        Await.result(executor.queued, "isLeader queued on the held-back executor");
        LeaderLatch next = new LeaderLatch(server.client(), path, "next");
        next.start();
        server.closeAfterTest(() -> next.close());

        expire(client);
        Await.until(next::hasLeadership, "the next participant to lead");
        executor.open();
        executor.drain();

        assertEquals(List.of(), heard.now(), "a leadership lost before it was told is never told (nor its end)");
    }
}
