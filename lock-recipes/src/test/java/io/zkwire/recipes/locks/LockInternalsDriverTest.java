package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.recipes.testing.Warnings;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.apache.curator.framework.CuratorFramework;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

@Timeout(60)
class LockInternalsDriverTest {

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** Lets two holders in: the standard rule with maxLeases 2. */
    private static final class TwoHolders extends StandardLockInternalsDriver {
        @Override
        public PredicateResults getsTheLock(ZkClient client, List<String> children, String name, int maxLeases)
                throws Exception {
            return super.getsTheLock(client, children, name, 2);
        }
    }

    @Test
    void aDriverLettingTwoHoldersIn() throws Exception {
        String path = server.path("lock");
        InterProcessMutex first = new InterProcessMutex(server.client(), path, new TwoHolders());
        InterProcessMutex second = new InterProcessMutex(server.client(), path, new TwoHolders());
        InterProcessMutex third = new InterProcessMutex(server.client(), path, new TwoHolders());
        Acquisition a = Await.result(first.acquireAsync(), "the first holder");
        Acquisition b = Await.result(second.acquireAsync(), "the second holder, alongside the first");

        CompletableFuture<Optional<Acquisition>> c = third.acquireAsync(5, TimeUnit.SECONDS);
        ZkClient observer = server.client();
        Await.until(() -> Children.count(observer, path) == 3, "the third waits with its node");
        assertFalse(c.isDone(), "two hold it: the third waits");
        Await.result(a.releaseAsync(), "the first releases");
        Acquisition third3 = Await.result(c, "the third").orElseThrow();

        Await.result(b.releaseAsync(), "release");
        Await.result(third3.releaseAsync(), "release");
    }

    /** Written from scratch, as a Curator user may have: its createsTheLock is its own. */
    private static final class FromScratch implements LockInternalsDriver {
        private final StandardLockInternalsDriver standard = new StandardLockInternalsDriver();

        @Override
        public PredicateResults getsTheLock(ZkClient client, List<String> children, String name, int maxLeases)
                throws Exception {
            return standard.getsTheLock(client, children, name, maxLeases);
        }

        @Override
        public String createsTheLock(ZkClient client, String path, byte[] lockNodeBytes) throws Exception {
            return standard.createsTheLock(client, path, lockNodeBytes);
        }

        @Override
        public String fixForSorting(String str, String lockName) {
            return standard.fixForSorting(str, lockName);
        }
    }

    @Test
    void aDriverWrittenFromScratchIsToldOnceThatItsCreateIsNotCalled() throws Exception {
        try (Warnings heard = Warnings.of(InterProcessMutex.class)) {
            String path = server.path("lock");
            new InterProcessMutex(server.client(), path, new TwoHolders());
            assertEquals(List.of(), heard.taken(), "a StandardLockInternalsDriver subclass keeps the standard create");
            InterProcessMutex mutex = new InterProcessMutex(server.client(), path, new FromScratch());
            new InterProcessMutex(server.client(), path, new FromScratch());
            List<String> warnings = heard.taken();
            assertEquals(1, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).contains(FromScratch.class.getName())
                    && warnings.get(0).contains("createsTheLock"), warnings.get(0));

            Acquisition held = Await.result(mutex.acquireAsync(), "a from-scratch driver still locks");
            Await.result(held.releaseAsync(), "release");
        }
    }

    @Test
    void aNullDriverIsRefusedWithWhatToPass() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new InterProcessMutex(server.client(), server.path("lock"), null));
        assertTrue(e.getMessage().contains("StandardLockInternalsDriver"), e.getMessage());
    }

    @Test
    void aDriverThatFailsFailsTheAcquireAndLeavesNoNode() throws Exception {
        ZkClient client = server.client();
        String path = server.path("lock");
        IllegalArgumentException broken = new IllegalArgumentException("broken driver");
        InterProcessMutex mutex = new InterProcessMutex(client, path, new StandardLockInternalsDriver() {
            @Override
            public PredicateResults getsTheLock(ZkClient c, List<String> children, String name, int maxLeases) {
                throw broken;
            }
        });
        assertSame(broken, assertThrows(IllegalArgumentException.class, () -> mutex.acquire(1, TimeUnit.SECONDS)));
        Await.until(() -> Children.count(client, path) == 0, "the failed attempt's node is deleted");
    }

    @Test
    void aSubclassedStandardDriverExcludesCurator() throws Exception {
        String path = server.path("lock");
        CuratorFramework curator = server.curator();
        var theirs = new org.apache.curator.framework.recipes.locks.InterProcessMutex(curator, path);
        InterProcessMutex ours = new InterProcessMutex(server.client(), path, new StandardLockInternalsDriver() {
            @Override
            public String fixForSorting(String str, String lockName) {
                return super.fixForSorting(str, lockName); // through the driver path, same order as Curator
            }
        });
        theirs.acquire();
        assertFalse(ours.acquire(200, TimeUnit.MILLISECONDS), "Curator holds it");
        theirs.release();
        assertTrue(ours.acquire(5, TimeUnit.SECONDS));
        assertFalse(theirs.acquire(200, TimeUnit.MILLISECONDS), "zkwire holds it");
        ours.release();
    }

    /** A lock variant as Curator's subclasses make them: its own node name, two holders. */
    private static final class TwoSeatLock extends InterProcessMutex {
        TwoSeatLock(ZkClient client, String path) {
            super(client, path, "seat-", 2, new StandardLockInternalsDriver());
        }
    }

    @Test
    void aSubclassChoosesTheNodeNameAndTheNumberOfHolders() throws Exception {
        ZkClient client = server.client();
        String path = server.path("seats");
        TwoSeatLock first = new TwoSeatLock(client, path);
        TwoSeatLock second = new TwoSeatLock(server.client(), path);
        TwoSeatLock third = new TwoSeatLock(server.client(), path);
        first.acquire();
        assertTrue(second.acquire(5, TimeUnit.SECONDS), "two seats");
        assertTrue(ZPaths.name(first.getLockPath()).matches("_c_[0-9a-f-]{36}-seat-\\d{10}"), first.getLockPath());
        assertFalse(third.acquire(200, TimeUnit.MILLISECONDS), "both seats taken");
        first.release();
        assertTrue(third.acquire(5, TimeUnit.SECONDS), "a seat came free");
        second.release();
        third.release();
    }
}
