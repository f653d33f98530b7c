package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.RecipeServer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.recipes.locks.Lease;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Mixed fleets: zkwire and Curator 5.9 (with its own ZooKeeper client) contend on the same paths, each
 * contender in its own thread, many rounds; the critical section reads from ZooKeeper to stay open a
 * while, and counts who is inside.
 */
@Timeout(150)
class CuratorInteropTest {

    private static final int ROUNDS = 15;

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** One contender's way in and out. */
    private interface Section {
        void enter() throws Exception;

        void leave() throws Exception;
    }

    @Test
    void mutexExcludesAcrossLibraries() throws Exception {
        String path = server.path("mutex");
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger violations = new AtomicInteger();
        List<Runnable> contenders = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ZkClient zkwire = server.client();
            CuratorFramework curator = server.curator();
            for (int t = 0; t < 2; t++) {
                InterProcessMutex ours = new InterProcessMutex(zkwire, path);
                var theirs = new org.apache.curator.framework.recipes.locks.InterProcessMutex(curator, path);
                contenders.add(rounds(section(ours::acquire, ours::release), zkwire, path, inside, 1, violations));
                contenders.add(rounds(section(theirs::acquire, theirs::release), zkwire, path, inside, 1, violations));
            }
        }
        runAll(contenders);
        assertEquals(0, violations.get(), "never two holders");
    }

    @Test
    void readWriteLockExcludesAcrossLibraries() throws Exception {
        String path = server.path("rw");
        AtomicInteger readers = new AtomicInteger();
        AtomicInteger writers = new AtomicInteger();
        AtomicInteger violations = new AtomicInteger();
        List<Runnable> contenders = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            ZkClient zkwire = server.client();
            CuratorFramework curator = server.curator();
            InterProcessReadWriteLock ours = new InterProcessReadWriteLock(zkwire, path);
            var theirs = new org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock(curator, path);
            contenders.add(rwRounds(section(ours.writeLock()::acquire, ours.writeLock()::release), true, zkwire, path,
                    writers, readers, violations));
            contenders.add(rwRounds(section(theirs.writeLock()::acquire, theirs.writeLock()::release), true, zkwire,
                    path, writers, readers, violations));
            contenders.add(rwRounds(section(ours.readLock()::acquire, ours.readLock()::release), false, zkwire, path,
                    writers, readers, violations));
            contenders.add(rwRounds(section(theirs.readLock()::acquire, theirs.readLock()::release), false, zkwire,
                    path, writers, readers, violations));
        }
        runAll(contenders);
        assertEquals(0, violations.get(), "a writer was never inside with anyone else");
    }

    @Test
    void semaphoreLimitsAcrossLibraries() throws Exception {
        String path = server.path("sem");
        int maxLeases = 2;
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger violations = new AtomicInteger();
        List<Runnable> contenders = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ZkClient zkwire = server.client();
            CuratorFramework curator = server.curator();
            InterProcessSemaphoreV2 ours = new InterProcessSemaphoreV2(zkwire, path, maxLeases);
            var theirs = new org.apache.curator.framework.recipes.locks.InterProcessSemaphoreV2(curator, path, maxLeases);
            List<io.zkwire.recipes.locks.Lease> ourLease = new ArrayList<>(1);
            List<Lease> theirLease = new ArrayList<>(1);
            contenders.add(rounds(section(() -> ourLease.add(ours.acquire()), () -> ours.returnLease(ourLease.remove(0))),
                    zkwire, path, inside, maxLeases, violations));
            contenders.add(rounds(section(() -> theirLease.add(theirs.acquire()), () -> theirs.returnLease(theirLease.remove(0))),
                    zkwire, path, inside, maxLeases, violations));
        }
        runAll(contenders);
        assertEquals(0, violations.get(), "never more than " + maxLeases + " leases");
    }

    @Test
    void aCuratorWriterWaitsForAZkwireDowngradeAndViceVersa() throws Exception {
        String path = server.path("rw");
        InterProcessReadWriteLock ours = new InterProcessReadWriteLock(server.client(), path);
        var theirs = new org.apache.curator.framework.recipes.locks.InterProcessReadWriteLock(server.curator(), path);

        ours.writeLock().acquire();
        ours.readLock().acquire();
        ours.writeLock().release();
        assertFalse(theirs.writeLock().acquire(300, TimeUnit.MILLISECONDS), "Curator sees zkwire's downgraded reader");
        ours.readLock().release();
        assertTrue(theirs.writeLock().acquire(5, TimeUnit.SECONDS));

        theirs.readLock().acquire();
        theirs.writeLock().release();
        assertFalse(ours.writeLock().acquire(300, TimeUnit.MILLISECONDS), "zkwire sees Curator's downgraded reader");
        theirs.readLock().release();
        assertTrue(ours.writeLock().acquire(5, TimeUnit.SECONDS));
        ours.writeLock().release();
    }

    @Test
    void revocationWorksBetweenLibraries() throws Exception {
        String ourPath = server.path("ours");
        String theirPath = server.path("theirs");
        ZkClient zkwire = server.client();
        CuratorFramework curator = server.curator();
        InterProcessMutex ours = new InterProcessMutex(zkwire, ourPath);
        CompletableFuture<InterProcessMutex> oursAsked = new CompletableFuture<>();
        ours.makeRevocable(oursAsked::complete);
        var theirs = new org.apache.curator.framework.recipes.locks.InterProcessMutex(curator, theirPath);
        CompletableFuture<Object> theirsAsked = new CompletableFuture<>();
        theirs.makeRevocable(theirsAsked::complete);
        ours.acquire();
        Await.result(Await.onOtherThread(theirs::acquire), "Curator acquires on its own thread");

        org.apache.curator.framework.recipes.locks.Revoker.attemptRevoke(curator, ours.getParticipantNodes().iterator().next());
        Revoker.attemptRevoke(zkwire, theirs.getParticipantNodes().iterator().next());

        assertSame(ours, Await.result(oursAsked, "zkwire's listener, asked by Curator"));
        assertSame(theirs, Await.result(theirsAsked, "Curator's listener, asked by zkwire"));
        ours.release();
    }

    private static Section section(Await.ThrowingRunnable enter, Await.ThrowingRunnable leave) {
        return new Section() {
            @Override
            public void enter() throws Exception {
                enter.run();
            }

            @Override
            public void leave() throws Exception {
                leave.run();
            }
        };
    }

    /** ROUNDS entries; while inside, at most {@code limit} contenders may be. */
    private static Runnable rounds(Section section, ZkClient reader, String path, AtomicInteger inside, int limit,
            AtomicInteger violations) {
        return () -> {
            for (int i = 0; i < ROUNDS; i++) {
                Await.unchecked(section::enter);
                if (inside.incrementAndGet() > limit) {
                    violations.incrementAndGet();
                }
                Await.unchecked(() -> reader.checkExists().forPath(path));
                inside.decrementAndGet();
                Await.unchecked(section::leave);
            }
        };
    }

    /** As {@link #rounds}, for a read-write lock: a writer must be alone, a reader must see no writer. */
    private static Runnable rwRounds(Section section, boolean writer, ZkClient reader, String path,
            AtomicInteger writers, AtomicInteger readers, AtomicInteger violations) {
        AtomicInteger mine = writer ? writers : readers;
        return () -> {
            for (int i = 0; i < ROUNDS; i++) {
                Await.unchecked(section::enter);
                int same = mine.incrementAndGet();
                if (writers.get() > (writer ? 1 : 0) || (writer && (same > 1 || readers.get() > 0))) {
                    violations.incrementAndGet();
                }
                Await.unchecked(() -> reader.checkExists().forPath(path));
                mine.decrementAndGet();
                Await.unchecked(section::leave);
            }
        };
    }

    private static void runAll(List<Runnable> contenders) throws Exception {
        List<CompletableFuture<Void>> running = new ArrayList<>();
        for (Runnable contender : contenders) {
            running.add(Await.onOtherThread(contender::run));
        }
        Await.result(CompletableFuture.allOf(running.toArray(CompletableFuture[]::new)), "all rounds");
    }
}
