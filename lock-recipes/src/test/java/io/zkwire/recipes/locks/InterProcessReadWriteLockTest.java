package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.imps.ProtectedUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(120)
class InterProcessReadWriteLockTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void readersShareAndExcludeWriters() throws Exception {
        String path = server.path("rw");
        InterProcessReadWriteLock a = new InterProcessReadWriteLock(server.client(), path);
        InterProcessReadWriteLock b = new InterProcessReadWriteLock(server.client(), path);
        InterProcessReadWriteLock c = new InterProcessReadWriteLock(server.client(), path);

        a.readLock().acquire();
        assertTrue(b.readLock().acquire(5, TimeUnit.SECONDS), "readers share");
        assertFalse(c.writeLock().acquire(200, TimeUnit.MILLISECONDS), "a writer waits for readers");
        b.readLock().release();
        a.readLock().release();
        assertTrue(b.writeLock().acquire(5, TimeUnit.SECONDS));
        assertFalse(a.readLock().acquire(200, TimeUnit.MILLISECONDS), "a reader waits for the writer");
        assertFalse(a.writeLock().acquire(200, TimeUnit.MILLISECONDS));
        b.writeLock().release();
        assertTrue(a.readLock().acquire(5, TimeUnit.SECONDS));
        a.readLock().release();
    }

    @Test
    void aWaitingWriterHoldsBackLaterReaders() throws Exception {
        String path = server.path("rw");
        InterProcessReadWriteLock reader = new InterProcessReadWriteLock(server.client(), path);
        InterProcessReadWriteLock writer = new InterProcessReadWriteLock(server.client(), path);
        InterProcessReadWriteLock lateReader = new InterProcessReadWriteLock(server.client(), path);
        reader.readLock().acquire();
        CompletableFuture<Acquisition> write = writer.writeLock().acquireAsync();
        Await.until(() -> Await.unchecked(writer.writeLock()::getParticipantNodes).size() == 1, "the writer is queued");

        assertFalse(lateReader.readLock().acquire(200, TimeUnit.MILLISECONDS), "fair: the queued writer goes first");
        reader.readLock().release();
        Acquisition w = Await.result(write, "the writer after the reader");
        CompletableFuture<Optional<Acquisition>> read = lateReader.readLock().acquireAsync(10, TimeUnit.SECONDS);
        Await.result(w.releaseAsync(), "writer release");
        Acquisition r = Await.result(read, "the late reader after the writer").orElseThrow();
        Await.result(r.releaseAsync(), "reader release");
    }

    @Test
    void theWriterMayDowngradeWithCuratorsNodeForm() throws Exception {
        ZkClient client = server.client();
        String path = server.path("rw");
        InterProcessReadWriteLock lock = new InterProcessReadWriteLock(client, path);
        ZkClient otherClient = server.client();
        InterProcessReadWriteLock other = new InterProcessReadWriteLock(otherClient, path);
        lock.writeLock().acquire();
        lock.readLock().acquire();

        String write = ZPaths.name(lock.writeLock().getParticipantNodes().iterator().next());
        String read = ZPaths.name(lock.readLock().getParticipantNodes().iterator().next());
        assertTrue(ProtectedUtils.isProtectedZNode(read), read);
        assertEquals(ProtectedUtils.normalize(write).replace("__WRIT__", "__READ__"), ProtectedUtils.normalize(read),
                "the read node carries the write node's sequence");
        assertEquals(client.sessionId(), client.checkExists().forPath(path + "/" + read).ephemeralOwner());

        lock.writeLock().release();
        assertTrue(lock.readLock().isOwnedByCurrentThread(), "still reading after the write lock is gone");
        assertFalse(other.writeLock().acquire(200, TimeUnit.MILLISECONDS), "the downgraded reader still excludes writers");
        assertTrue(other.readLock().acquire(5, TimeUnit.SECONDS), "and admits readers");
        other.readLock().release();
        lock.readLock().release();
        assertTrue(other.writeLock().acquire(5, TimeUnit.SECONDS));
        other.writeLock().release();
        // Listed through the session that deleted last: a release returns once its delete is sent, and a
        // session's later requests are handled after it (the other nodes were gone before its acquire).
        assertEquals(List.of(), Children.of(otherClient, path));
    }

    @Test
    void aReaderCannotUpgrade() throws Exception {
        InterProcessReadWriteLock lock = new InterProcessReadWriteLock(server.client(), server.path("rw"));
        lock.readLock().acquire();

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> lock.writeLock().acquire());
        assertTrue(e.getMessage().contains(server.path("rw")), e.getMessage());
        long start = System.nanoTime();
        assertFalse(lock.writeLock().acquire(300, TimeUnit.MILLISECONDS), "timed: false at the deadline, as Curator");
        long waitedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(waitedMs >= 300 && waitedMs < 300 + 250, "returned at its deadline, after " + waitedMs + " ms");
        assertEquals(1, lock.readLock().getParticipantNodes().size(), "no write node was created");
        assertEquals(0, lock.writeLock().getParticipantNodes().size());
        lock.readLock().release();
        lock.writeLock().acquire();
        lock.writeLock().release();
    }

    @Test
    void misuseNamesTheLockPath() throws Exception {
        InterProcessReadWriteLock lock = new InterProcessReadWriteLock(server.client(), server.path("rw"));
        IllegalMonitorStateException e = assertThrows(IllegalMonitorStateException.class, () -> lock.readLock().release());
        assertTrue(e.getMessage().contains(server.path("rw")));
        assertThrows(IllegalMonitorStateException.class, () -> lock.writeLock().release());
    }
}
