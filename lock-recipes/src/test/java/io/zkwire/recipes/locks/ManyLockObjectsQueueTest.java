// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.locks;

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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Many lock objects of one path on one client (a lock object per waiting thread, as user code often has):
 * each lists the children on its own, so the queue's listings grow with its length; the client must stay
 * responsive meanwhile and keep its session.
 */
@Timeout(300)
class ManyLockObjectsQueueTest {

    private static final int WAITERS = Integer.getInteger("zkwire.test.waiters", 5_000);

    private static final long STAND_S = Long.getLong("zkwire.test.standSeconds", 60);

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void aLongQueueOfLockObjectsStandsAndTheSessionSurvives() throws Exception {
        ZkClient client = server.client();
        String path = server.path("lock");
        long session = client.sessionId();
        Acquisition first = Await.result(new InterProcessMutex(client, path).acquireAsync(), "the first acquisition");

        List<CompletableFuture<Acquisition>> waiters = new ArrayList<>(WAITERS);
        long start = System.nanoTime();
        for (int i = 0; i < WAITERS; i++) {
            waiters.add(new InterProcessMutex(client, path).acquireAsync());
        }
        // The queue stands once every waiter watches its predecessor: one data watch each on the server.
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(STAND_S);
        int watches;
        while ((watches = serverWatches()) < WAITERS) {
            assertTrue(System.nanoTime() < deadline, watches + " of " + WAITERS + " waiters queued in " + STAND_S + " s");
            TimeUnit.MILLISECONDS.sleep(100);
        }
        System.err.printf("queued %d in %d ms%n", WAITERS, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        assertEquals(WAITERS + 1, Children.of(client, path).size());
        assertTrue(waiters.stream().noneMatch(CompletableFuture::isDone), "nobody but the first holds the lock");
        assertEquals(session, client.sessionId(), "the session survived");
    }

    /** The server's count of watches set ({@code wchs}: "Total watches:N"); 0 if it did not answer. */
    private static int serverWatches() throws Exception {
        String wchs = server.ensemble().server(0).fourLetterWord("wchs");
        int at = wchs.indexOf("Total watches:");
        return at < 0 ? 0 : Integer.parseInt(wchs.substring(at + "Total watches:".length()).trim());
    }
}
