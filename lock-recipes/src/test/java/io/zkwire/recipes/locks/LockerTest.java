package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class LockerTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    @Test
    void holdsForTheBlockAndReleasesExactlyOnce() throws Exception {
        ZkClient client = server.client();
        String path = server.path("lock");
        InterProcessMutex mutex = new InterProcessMutex(client, path);
        mutex.acquire(); // held once outside: the Locker's second hold is re-entrant

        Locker locker = new Locker(mutex, 1, TimeUnit.SECONDS);
        try (locker) {
            assertTrue(mutex.isOwnedByCurrentThread());
            assertEquals(mutex.getLockPath(), Children.of(client, path).stream()
                    .map(name -> path + "/" + name).findFirst().orElseThrow(), "getLockPath names the own node");
        }
        locker.close(); // a second close does nothing: the outer hold survives it
        assertTrue(mutex.isOwnedByCurrentThread(), "the outer acquisition is still held");
        mutex.release();
        assertFalse(mutex.isOwnedByCurrentThread());
        assertNull(mutex.getLockPath());
        assertEquals(List.of(), Children.of(client, path));
    }

    @Test
    void aTimedOutLockerThrowsAndHoldsNothing() throws Exception {
        String path = server.path("lock");
        InterProcessMutex holder = new InterProcessMutex(server.client(), path);
        holder.acquire();
        ZkClient other = server.client();
        InterProcessMutex waiter = new InterProcessMutex(other, path);

        TimeoutException e = assertThrows(TimeoutException.class, () -> {
            try (Locker ignored = waiter.locker(200, TimeUnit.MILLISECONDS)) {
                throw new AssertionError("the block ran without the lock");
            }
        });
        assertTrue(e.getMessage().contains(path), e.getMessage());
        assertFalse(waiter.isOwnedByCurrentThread());
        assertEquals(1, Children.of(other, path).size(), "only the holder's node; the waiter's is gone");
        holder.release();
    }

    @Test
    void worksForEveryLock() throws Exception {
        ZkClient client = server.client();
        InterProcessReadWriteLock rw = new InterProcessReadWriteLock(client, server.path("rw"));
        List<InterProcessLock> locks = List.of(new InterProcessSemaphoreMutex(client, server.path("sm")),
                rw.readLock(), rw.writeLock(),
                new InterProcessMultiLock(List.of(new InterProcessMutex(client, server.path("m1")),
                        new InterProcessMutex(client, server.path("m2")))));
        for (InterProcessLock lock : locks) {
            try (Locker ignored = lock.locker()) {
                assertTrue(lock.isAcquiredInThisProcess(), lock + " held inside the block");
            }
            assertFalse(lock.isAcquiredInThisProcess(), lock + " released after the block");
        }
    }
}
