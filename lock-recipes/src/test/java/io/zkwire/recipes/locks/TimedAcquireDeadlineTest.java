package io.zkwire.recipes.locks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.DeadlineTimer;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.testing.Await;
import io.zkwire.recipes.testing.Children;
import io.zkwire.recipes.testing.RecipeServer;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.FaultProxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Deadlines are deadlines: every timed acquire of every lock returns "not acquired" within its deadline
 * plus {@value #SLACK_MS} ms (and what a busy machine adds: however late the latest of as many plain timers
 * begun with them returned) whatever the connection does (a refused port, a
 * server that accepts and never answers, a server killed while the acquire waits), and once the server is
 * reachable again no node of the timed-out attempts is left, nor made later (the waiters' sessions outlive
 * the test, so only the recipes' own deletes can remove them).
 */
@Timeout(180)
class TimedAcquireDeadlineTest {

    private static final long DEADLINE_MS = 1_000;
    private static final long SLACK_MS = 250;
    private static final int LONG_SESSION_MS = 60_000;
    /** How long a timer task stands in the way of the deadlines due after it, unless they pass it. */
    private static final long HELD_UP_TIMER_MS = 3_000;
    /**
     * Waits for a plain timer beside the acquires (a timer thread hands the completion to another thread,
     * which wakes the waiter, as with a recipe's deadline): how late it returns is the machine's delay, not
     * theirs.
     */
    private static final String PLAIN_TIMER = "a plain timer";
    private static final Map<String, Long> PLAIN_TIMERS = plainTimers();
    private static boolean warmedUp; // JUnit runs this class's tests one at a time

    @RegisterExtension
    static final RecipeServer server = new RecipeServer();

    /** A timed acquire of one lock kind; returns a release if acquired. */
    @FunctionalInterface
    private interface TimedAcquire {
        Optional<Release> acquire(ZkClient client, String path, long millis) throws Exception;
    }

    @FunctionalInterface
    private interface Release {
        void run() throws Exception;
    }

    private static Map<String, TimedAcquire> kinds() {
        Map<String, TimedAcquire> kinds = new LinkedHashMap<>();
        kinds.put("mutex.acquire", (c, p, ms) -> {
            InterProcessMutex m = new InterProcessMutex(c, p);
            return m.acquire(ms, TimeUnit.MILLISECONDS) ? Optional.of(m::release) : Optional.empty();
        });
        kinds.put("mutex.acquireAsync", (c, p, ms) -> new InterProcessMutex(c, p)
                .acquireAsync(ms, TimeUnit.MILLISECONDS).get().map(a -> () -> a.releaseAsync().join()));
        kinds.put("semaphore.acquire", (c, p, ms) -> Optional.ofNullable(
                new InterProcessSemaphoreV2(c, p, 1).acquire(ms, TimeUnit.MILLISECONDS)).map(l -> l::close));
        kinds.put("semaphore.acquire(2)", (c, p, ms) -> Optional.ofNullable(
                new InterProcessSemaphoreV2(c, p, 2).acquire(2, ms, TimeUnit.MILLISECONDS))
                .map(leases -> () -> leases.forEach(TimedAcquireDeadlineTest::closeLease)));
        kinds.put("semaphore.acquireAsync", (c, p, ms) -> new InterProcessSemaphoreV2(c, p, 1)
                .acquireAsync(ms, TimeUnit.MILLISECONDS).get().map(l -> l::close));
        kinds.put("semaphore.acquireAsync(2)", (c, p, ms) -> new InterProcessSemaphoreV2(c, p, 2)
                .acquireAsync(2, ms, TimeUnit.MILLISECONDS).get()
                .map(leases -> () -> leases.forEach(TimedAcquireDeadlineTest::closeLease)));
        kinds.put("semaphoreMutex.acquire", (c, p, ms) -> {
            InterProcessSemaphoreMutex m = new InterProcessSemaphoreMutex(c, p);
            return m.acquire(ms, TimeUnit.MILLISECONDS) ? Optional.of(m::release) : Optional.empty();
        });
        kinds.put("writeLock.acquire", (c, p, ms) -> {
            InterProcessMutex m = new InterProcessReadWriteLock(c, p).writeLock();
            return m.acquire(ms, TimeUnit.MILLISECONDS) ? Optional.of(m::release) : Optional.empty();
        });
        kinds.put("readLock.acquire", (c, p, ms) -> {
            InterProcessMutex m = new InterProcessReadWriteLock(c, p).readLock();
            return m.acquire(ms, TimeUnit.MILLISECONDS) ? Optional.of(m::release) : Optional.empty();
        });
        kinds.put("multiLock.acquire", (c, p, ms) -> {
            InterProcessMultiLock m = new InterProcessMultiLock(c, List.of(p + "/a", p + "/b"));
            return m.acquire(ms, TimeUnit.MILLISECONDS) ? Optional.of(m::release) : Optional.empty();
        });
        return kinds;
    }

    /** What holds each kind's lock so that a second acquire must wait (a reader waits for a writer). */
    private static TimedAcquire holderOf(String kind) {
        return kinds().get(kind.equals("readLock.acquire") ? "writeLock.acquire" : kind);
    }

    /**
     * Every kind gives up once, untimed, before the first is timed: the first give-up in a fresh JVM runs cold
     * code (class loading, the interpreter), which on a busy machine can cost more than the slack and is not
     * the deadline rule under test.
     */
    @BeforeEach
    void giveUpOnceBeforeTiming() throws Exception {
        if (warmedUp) {
            return;
        }
        warmedUp = true;
        try (ZkClient client = clientOfAClosedPort()) {
            for (Map.Entry<String, CompletableFuture<Outcome>> warmUp : startAll(client, "warm-up").entrySet()) {
                Await.result(warmUp.getValue(), warmUp.getKey());
            }
        }
    }

    @Test
    void aRefusedPortReturnsFalseByTheDeadline() throws Exception {
        ZkClient client = clientOfAClosedPort();
        server.closeAfterTest(client);

        assertAllTimeOut(startAll(client, "refused"));
    }

    /** A started client whose only server is a port nothing listens on any more. */
    private static ZkClient clientOfAClosedPort() {
        FaultProxy closed = FaultProxy.to(server.ensemble().server(0));
        String nowhere = closed.connectString();
        closed.close();
        ZkClient client = ZkClient.builder().connectString(nowhere).sessionTimeoutMs(LONG_SESSION_MS)
                .connectionTimeoutMs(10_000).build();
        client.start();
        return client;
    }

    @Test
    void aSilentServerReturnsFalseByTheDeadlineAndLeavesNoNode() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(LONG_SESSION_MS));
        proxy.blackhole();

        assertAllTimeOut(startAll(client, "silent"));

        proxy.pass();
        proxy.reset(); // the client reconnects at once instead of waiting for its read timeout
        assertNoLockNodeLeft(client, server.client(), "silent");
    }

    /**
     * The recipes' timer runs every recipe's deadlines and retries: a task there held up (descheduled on a
     * busy machine, or running cold code) must not hold up the deadlines due after it.
     */
    @Test
    void aDeadlineDoesNotWaitBehindAnotherTaskOnTheRecipesTimer() throws Exception {
        FaultProxy proxy = server.proxy();
        ZkClient client = server.client(b -> b.connectString(proxy.connectString()).sessionTimeoutMs(LONG_SESSION_MS));
        proxy.blackhole();
        CountDownLatch acquiresReturned = new CountDownLatch(1);
        RecipeThreads.schedule(() -> Await.unchecked(() -> {
            acquiresReturned.await(HELD_UP_TIMER_MS, TimeUnit.MILLISECONDS);
        }), TimeUnit.MILLISECONDS.toNanos(DEADLINE_MS / 2));
        try {
            assertAllTimeOut(startAll(client, "behind"));
        } finally {
            acquiresReturned.countDown();
        }
    }

    @Test
    void aServerKilledWhileWaitingReturnsFalseByTheDeadlineAndLeavesNoNode() throws Exception {
        ZkClient holderClient = server.client(b -> b.sessionTimeoutMs(LONG_SESSION_MS));
        List<Release> held = new ArrayList<>();
        for (String kind : kinds().keySet()) {
            held.add(holderOf(kind).acquire(holderClient, server.path("killed/" + kind), 10_000).orElseThrow());
        }
        ZkClient client = server.client(b -> b.sessionTimeoutMs(LONG_SESSION_MS));
        Map<String, CompletableFuture<Outcome>> outcomes = startAll(client, "killed");
        ZkServer zk = server.ensemble().server(0);
        zk.kill();
        try {
            assertAllTimeOut(outcomes);
        } finally {
            zk.restart().awaitServing(Duration.ofSeconds(60));
        }
        for (Release release : held) {
            release.run();
        }
        assertNoLockNodeLeft(client, server.client(), "killed");
    }

    private record Outcome(boolean acquired, long elapsedMs) {
    }

    private static Map<String, CompletableFuture<Outcome>> startAll(ZkClient client, String scenario) {
        Map<String, CompletableFuture<Outcome>> outcomes = new LinkedHashMap<>();
        Map<String, TimedAcquire> kinds = kinds();
        PLAIN_TIMERS.forEach((name, dueMs) -> kinds.put(name, (c, p, ms) -> CompletableFuture.supplyAsync(
                Optional::<Release>empty, CompletableFuture.delayedExecutor(dueMs, TimeUnit.MILLISECONDS)).get()));
        kinds.forEach((kind, acquire) -> {
            CompletableFuture<Outcome> outcome = new CompletableFuture<>();
            Thread thread = new Thread(() -> {
                long start = System.nanoTime();
                try {
                    boolean acquired = acquire.acquire(client, server.path(scenario + "/" + kind), DEADLINE_MS).isPresent();
                    outcome.complete(new Outcome(acquired, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)));
                } catch (Throwable e) {
                    outcome.completeExceptionally(new AssertionError(kind + " failed after "
                            + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start) + " ms instead of returning false", e));
                }
            }, "timed-acquire " + kind);
            thread.setDaemon(true);
            thread.start();
            outcomes.put(kind, outcome);
        });
        return outcomes;
    }

    /**
     * Plain timers by name, with when each is due: as many as there are acquires (as many threads to wake),
     * half at the deadline (when a waiting acquire gives up) and half at its in-flight grace's end (when
     * one whose create or listing is unanswered does).
     */
    private static Map<String, Long> plainTimers() {
        Map<String, Long> timers = new LinkedHashMap<>();
        int count = kinds().size();
        for (int i = 0; i < count; i++) {
            long dueMs = DEADLINE_MS + (i % 2 == 0 ? 0 : DeadlineTimer.IN_FLIGHT_GRACE_MS);
            timers.put(PLAIN_TIMER + " due at " + dueMs + " ms #" + (i + 1), dueMs);
        }
        return timers;
    }

    private static void assertAllTimeOut(Map<String, CompletableFuture<Outcome>> outcomes) throws Exception {
        long machineLateMs = 0;
        for (Map.Entry<String, Long> timer : PLAIN_TIMERS.entrySet()) {
            long elapsedMs = Await.result(outcomes.get(timer.getKey()), timer.getKey()).elapsedMs();
            machineLateMs = Math.max(machineLateMs, elapsedMs - timer.getValue());
        }
        List<String> late = new ArrayList<>();
        for (Map.Entry<String, CompletableFuture<Outcome>> entry : outcomes.entrySet()) {
            Outcome outcome = Await.result(entry.getValue(), entry.getKey());
            assertEquals(false, outcome.acquired(), entry.getKey() + " acquired without a server");
            if (outcome.elapsedMs() > DEADLINE_MS + SLACK_MS + machineLateMs) {
                late.add(entry.getKey() + " returned after " + outcome.elapsedMs() + " ms");
            }
        }
        assertEquals(List.of(), late, "deadline " + DEADLINE_MS + " ms + " + SLACK_MS + " ms slack + " + machineLateMs
                + " ms by which the latest plain timer begun with them was late");
    }

    /**
     * No ephemeral node under the scenario's lock paths once the recipes' deletes have gone through, and none
     * made afterwards: the listings start only when every create of the given-up attempts has been answered
     * ({@link #awaitAnswered}), so from then on nodes can only go, and a node that shows up after an empty
     * listing is one a given-up attempt created late.
     */
    private static void assertNoLockNodeLeft(ZkClient waiters, ZkClient observer, String scenario) throws Exception {
        String root = server.path(scenario);
        awaitAnswered(waiters);
        Await.until(() -> Await.unchecked(() -> ephemeralsUnder(observer, root)).isEmpty(),
                "no lock node left under " + root);
        assertEquals(List.of(), ephemeralsUnder(observer, root), "a lock node made after the last one went");
    }

    /**
     * Returns once the server has answered every request the waiters' client had sent or queued: a session's
     * requests are answered in order, so a sync sent now comes back after all of them (creates that waited
     * for the reconnect included), and a second one after any create sent again in answer to those (a create
     * whose parent container was gone goes out again behind its parents). A given-up attempt sends no create
     * of its own after that.
     */
    private static void awaitAnswered(ZkClient waiters) throws Exception {
        assertTrue(waiters.blockUntilConnected(30, TimeUnit.SECONDS), "the waiters' client reconnects");
        waiters.sync("/");
        waiters.sync("/");
    }

    private static List<String> ephemeralsUnder(ZkClient client, String path) throws Exception {
        List<String> found = new ArrayList<>();
        for (String child : Children.of(client, path)) {
            String childPath = path + "/" + child;
            Stat stat = client.checkExists().forPath(childPath);
            if (stat != null && stat.ephemeralOwner() != 0) {
                found.add(childPath);
            }
            found.addAll(ephemeralsUnder(client, childPath));
        }
        return found;
    }

    private static void closeLease(Lease lease) {
        Await.unchecked(lease::close);
    }
}
