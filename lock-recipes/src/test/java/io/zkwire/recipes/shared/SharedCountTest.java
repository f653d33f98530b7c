package io.zkwire.recipes.shared;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.InterProcessSemaphoreV2;
import io.zkwire.recipes.locks.Lease;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class SharedCountTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void theFirstSeedWinsAndIsStoredAsFourBigEndianBytes() throws Exception {
        String path = server.path("counts/c");
        SharedCount first = Started.count(server, server.client(), path, 0x01020304);
        SharedCount second = Started.count(server, server.client(), path, 9);

        assertArrayEquals(new byte[] {1, 2, 3, 4}, server.client().getData().forPath(path));
        assertEquals(0x01020304, first.getCount());
        assertEquals(0x01020304, second.getCount());
        assertEquals(0, second.getVersionedValue().getVersion());
    }

    @Test
    void aChangeReachesTheOtherProcessAndItsListener() throws Exception {
        String path = server.path("c");
        SharedCount writer = Started.count(server, server.client(), path, 1);
        SharedCount reader = Started.count(server, server.client(), path, 1);
        LinkedBlockingQueue<Integer> seen = new LinkedBlockingQueue<>();
        reader.addListener(listener(seen));

        writer.setCount(7);

        assertEquals(7, seen.poll(5, TimeUnit.SECONDS));
        assertEquals(7, reader.getCount());
        assertEquals(1, reader.getVersionedValue().getVersion());
    }

    @Test
    void startTellsNoListenerAboutTheValueItRead() throws Exception {
        String path = server.path("c");
        SharedCount count = new SharedCount(server.client(), path, 1);
        server.closeAfterTest(count);
        LinkedBlockingQueue<Integer> seen = new LinkedBlockingQueue<>();
        count.addListener(listener(seen)); // before start(), as Curator's TestSharedCount does
        count.start();

        Started.count(server, server.client(), path, 0).setCount(2); // the first change, made by another process

        assertEquals(2, seen.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS),
                "a listener is told of changes only: start() reading the seed is not one (as in Curator)");
    }

    @Test
    void trySetCountRefusesAStaleValueAndCatchesUp() throws Exception {
        String path = server.path("c");
        SharedCount a = Started.count(server, server.client(), path, 1);
        SharedCount b = Started.count(server, server.client(), path, 1);
        VersionedValue<Integer> stale = a.getVersionedValue();

        b.setCount(3);

        assertFalse(a.trySetCount(stale, 4), "the node changed since 'stale' was read");
        assertEquals(3, a.getCount(), "a refused write reads the current count");
        assertTrue(a.trySetCount(a.getVersionedValue(), 4));
        assertEquals(4, a.getCount());
        @SuppressWarnings("deprecation")
        boolean curatorHabit = a.trySetCount(5);
        assertTrue(curatorHabit, "Curator's deprecated form: against the last value seen here");
        assertEquals(5, a.getCount());
    }

    @Test
    void writesBeforeStartOrAfterCloseSayWhatToDo() throws Exception {
        SharedCount count = new SharedCount(server.client(), server.path("c"), 1);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> count.setCount(2));
        assertTrue(e.getMessage().contains("call start() first"), e.getMessage());
        count.start();
        count.close();
        assertThrows(IllegalStateException.class, () -> count.setCount(2));
    }

    @Test
    void curatorAndZkwireShareTheCount() throws Exception {
        String path = server.path("c");
        CuratorFramework curator = server.curator();
        var theirs = new org.apache.curator.framework.recipes.shared.SharedCount(curator, path, 5);
        theirs.start();
        server.closeAfterTest(theirs);
        SharedCount ours = Started.count(server, server.client(), path, 0);
        assertEquals(5, ours.getCount(), "Curator's seed, read as a count");
        LinkedBlockingQueue<Integer> oursSaw = new LinkedBlockingQueue<>();
        ours.addListener(listener(oursSaw));
        LinkedBlockingQueue<Integer> theirsSaw = new LinkedBlockingQueue<>();
        theirs.addListener(new org.apache.curator.framework.recipes.shared.SharedCountListener() {
            @Override
            public void countHasChanged(org.apache.curator.framework.recipes.shared.SharedCountReader r, int n) {
                theirsSaw.add(n);
            }

            @Override
            public void stateChanged(CuratorFramework c, org.apache.curator.framework.state.ConnectionState s) {
            }
        });

        ours.setCount(11);
        assertEquals(11, oursSaw.poll(5, TimeUnit.SECONDS), "an own write is told to listeners too, as in Curator");
        assertEquals(11, theirsSaw.poll(5, TimeUnit.SECONDS));
        assertTrue(theirs.trySetCount(theirs.getVersionedValue(), 12));
        assertEquals(12, oursSaw.poll(5, TimeUnit.SECONDS));
    }

    @Test
    void aSemaphoreTakesMoreLeasesWhenTheCountGrows() throws Exception {
        String path = server.path("sem");
        ZkClient client = server.client();
        SharedCount count = Started.count(server, client, server.path("sem-count"), 1);
        InterProcessSemaphoreV2 semaphore = new InterProcessSemaphoreV2(client, path, count);
        Lease first = semaphore.acquire();
        assertNull(semaphore.acquire(200, TimeUnit.MILLISECONDS), "one lease while the count is 1");

        CompletableFuture<Optional<Lease>> second = semaphore.acquireAsync(5, TimeUnit.SECONDS);
        Await.until(() -> Children.count(client, path + "/leases") == 2, "the second lease waits");
        assertFalse(second.isDone());
        Started.count(server, server.client(), server.path("sem-count"), 1).setCount(2); // another process raises it

        assertTrue(Await.result(second, "the second lease").isPresent(), "granted once the count is 2");
        first.close();
    }

    @Test
    void aCuratorSemaphoreHonoursACountZkwireSets() throws Exception {
        String path = server.path("sem");
        String countPath = server.path("sem-count");
        SharedCount count = Started.count(server, server.client(), countPath, 1);
        InterProcessSemaphoreV2 ours = new InterProcessSemaphoreV2(server.client(), path, count);
        CuratorFramework curator = server.curator();
        var theirCount = new org.apache.curator.framework.recipes.shared.SharedCount(curator, countPath, 1);
        theirCount.start();
        server.closeAfterTest(theirCount);
        var theirs = new org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2(curator, path, theirCount);

        Lease held = ours.acquire();
        assertNull(theirs.acquire(200, TimeUnit.MILLISECONDS), "Curator sees the one lease taken");
        count.setCount(2);
        Await.until(() -> theirCount.getCount() == 2, "Curator reads the new count");
        var theirLease = theirs.acquire(5, TimeUnit.SECONDS);
        assertTrue(theirLease != null, "Curator takes the second lease");
        theirs.returnLease(theirLease);
        held.close();
    }

    private static SharedCountListener listener(LinkedBlockingQueue<Integer> seen) {
        return new SharedCountListener() {
            @Override
            public void countHasChanged(SharedCountReader sharedCount, int newCount) {
                seen.add(newCount);
            }

            @Override
            public void stateChanged(ZkClient client, ConnectionState newState) {
            }
        };
    }
}
