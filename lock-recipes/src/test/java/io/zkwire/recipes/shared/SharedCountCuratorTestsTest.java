// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Curator 5.9's {@code TestSharedCount}, behaviour by behaviour, against a real server: what a Curator
 * user's tests expect of a shared count holds for zkwire's.
 */
@Timeout(120)
class SharedCountCuratorTestsTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** testMultiClients: every process's listener (added before start) hears exactly the counts set. */
    @Test
    void everyListenerHearsExactlyTheCountsSetAndNotTheSeed() throws Exception {
        String path = server.path("count");
        List<Heard> heard = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            SharedCount count = new SharedCount(server.client(), path, 10);
            server.closeAfterTest(count);
            Heard listener = new Heard();
            count.addListener(listener);
            count.start();
            heard.add(listener);
        }
        SharedCount writer = Started.count(server, server.client(), path, 10);
        Random random = new Random();
        for (int i = 0; i < 30; i++) {
            int next = random.nextInt(100);
            writer.setCount(next);
            for (Heard listener : heard) {
                assertEquals(next, listener.nextCount(), "listener heard the count set, in order, once");
            }
        }
        for (Heard listener : heard) {
            assertTrue(listener.counts.isEmpty(), "nothing else heard: " + listener.counts);
        }
    }

    /** testSimple: the deprecated trySetCount(int) against the last count seen; listeners hear each. */
    @Test
    @SuppressWarnings("deprecation")
    void deprecatedTrySetCountWritesAndListenersHearEachWrite() throws Exception {
        SharedCount count = Started.count(server, server.client(), server.path("count"), 0);
        Heard heard = new Heard();
        count.addListener(heard);

        assertTrue(count.trySetCount(1));
        heard.expectCounts(1);
        assertTrue(count.trySetCount(2));
        heard.expectCounts(2);
        assertTrue(count.trySetCount(10));
        heard.expectCounts(10);
        assertEquals(10, count.getCount());
    }

    /** testSimpleVersioned: versions count up; a wrong value, version or zxid, or a server change, fails. */
    @Test
    void versionedWritesSucceedOnlyAtTheVersionSeen() throws Exception {
        String path = server.path("count");
        SharedCount count = Started.count(server, server.client(), path, 0);
        VersionedValue<Integer> current = count.getVersionedValue();
        assertEquals(0, current.getVersion());

        assertTrue(count.trySetCount(current, 1));
        current = count.getVersionedValue();
        assertEquals(1, current.getVersion());
        assertEquals(1, count.getCount());
        assertTrue(count.trySetCount(current, 5));
        current = count.getVersionedValue();
        assertEquals(2, current.getVersion());
        assertTrue(count.trySetCount(current, 10));
        current = count.getVersionedValue();
        assertEquals(3, current.getVersion());
        assertEquals(10, count.getCount());

        assertFalse(count.trySetCount(new VersionedValue<>(current.getZxid(), 3, 20), 7), "wrong value");
        assertFalse(count.trySetCount(new VersionedValue<>(current.getZxid(), 10, 10), 7), "wrong version");
        assertFalse(count.trySetCount(new VersionedValue<>(current.getZxid() + 1, 3, 10), 7), "wrong zxid");
        assertEquals(10, count.getCount());

        server.client().setData().forPath(path, SharedCount.toBytes(88)); // the server changed
        assertFalse(count.trySetCount(current, 234));

        VersionedValue<Integer> seen = count.getVersionedValue();
        IllegalTrySetVersionException wrapped = assertThrows(IllegalTrySetVersionException.class,
                () -> count.trySetCount(new VersionedValue<>(seen.getZxid(), -1, seen.getValue()), 20));
        assertTrue(wrapped.getMessage().contains("setValue/setCount"), wrapped.getMessage());
    }

    /** testMultiClientVersioned: one process's write makes the other's versioned value stale. */
    @Test
    void aWriteByOneProcessMakesTheOthersVersionStale() throws Exception {
        String path = server.path("count");
        SharedCount count1 = Started.count(server, server.client(), path, 0);
        SharedCount count2 = Started.count(server, server.client(), path, 0);
        Heard heard1 = new Heard();
        count1.addListener(heard1);
        assertTrue(count1.trySetCount(count1.getVersionedValue(), 10));
        heard1.expectCounts(10);
        assertTrue(count2.trySetCount(currentOf(count2, 10), 20));
        heard1.expectCounts(20);

        VersionedValue<Integer> seen1 = count1.getVersionedValue();
        VersionedValue<Integer> seen2 = count2.getVersionedValue();
        assertTrue(count2.trySetCount(seen2, 30));
        assertFalse(count1.trySetCount(seen1, 40), "count2 wrote since count1 read");
        assertEquals(30, count1.getCount(), "a refused write leaves the current count here");
        assertTrue(count1.trySetCount(count1.getVersionedValue(), 40));
        assertEquals(40, count1.getCount());
    }

    /**
     * testDisconnectReconnectEventDoesNotFireValueWatcher (CURATOR-311): listeners hear the connection
     * states, and a reconnect reads the count and tells it to them again even though it did not change.
     */
    @Test
    void aReconnectTellsListenersTheStateAndTheCountReadAgain() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        SharedCount count = new SharedCount(client, server.path("count"), 10);
        server.closeAfterTest(count);
        Heard heard = new Heard();
        count.addListener(heard);
        count.start();
        count.setCount(11);
        heard.expectCounts(11);

        proxy.reset();
        heard.awaitState(ConnectionState.SUSPENDED);
        heard.awaitState(ConnectionState.RECONNECTED);
        heard.expectCounts(11); // the read after the reconnect, value unchanged, as in Curator

        assertTrue(count.trySetCount(count.getVersionedValue(), 12));
        heard.expectCounts(12);
    }

    /**
     * testDisconnectReconnectWithMultipleClients: a count whose watch never fires still learns each change
     * at the next reconnect.
     */
    @Test
    void aCountWhoseWatchNeverFiresLearnsChangesAtEachReconnect() throws Exception {
        String path = server.path("count");
        SharedCount writer = Started.count(server, server.client(), path, 10);
        writer.setCount(12);
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()));
        SharedCount deaf = new SharedCount(new SharedValue(client, path, SharedCount.toBytes(10), event -> { }));
        server.closeAfterTest(deaf);
        Heard heard = new Heard();
        deaf.addListener(heard);
        assertEquals(10, deaf.getCount(), "the seed until started");
        deaf.start();
        assertEquals(12, deaf.getCount());

        for (int i = 0; i < 5; i++) {
            writer.setCount(13 + i);
            proxy.reset();
            heard.awaitState(ConnectionState.RECONNECTED);
            heard.expectCounts(13 + i);
            assertEquals(13 + i, deaf.getCount());
        }
    }

    private static VersionedValue<Integer> currentOf(SharedCount count, int expected) throws InterruptedException {
        io.zkwire.recipes.testing.Await.until(() -> count.getCount() == expected, "the count reaches " + expected);
        return count.getVersionedValue();
    }
}
