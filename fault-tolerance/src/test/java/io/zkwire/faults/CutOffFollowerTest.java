package io.zkwire.faults;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.faults.harness.Resources;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.QuorumLinks;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 16, item 3: the holder's server is a follower cut off from its leader (a partition between the
 * servers; every client port stays reachable). The follower answers the holder's pings until it notices, the
 * leader hears nothing of the session and expires it, and a rival on the majority side is granted the lock.
 * With the ensemble's timing ({@code ensembleTiming}), the holder's lost signal must come first
 * (docs/fault-tolerance.md, "The lost rule").
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class CutOffFollowerTest {

    private static final int TICK_MS = 200;
    private static final int SYNC_LIMIT = 10; // the follower notices after 2 s, half of T, as 10 s is of 20 s
    private static final int SESSION_TIMEOUT_MS = 4_000; // the servers' most: 20 ticks
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @RegisterExtension
    final Resources opened = new Resources();

    @Test
    void theHolderLearnsOfItsLossBeforeTheRivalIsGranted() throws Exception {
        QuorumLinks links = new QuorumLinks();
        ZkEnsemble zk = ZkEnsemble.builder().servers(3).tickTime(Duration.ofMillis(TICK_MS))
                .serverProperty("syncLimit", Integer.toString(SYNC_LIMIT)).peerLinks(links).start();
        opened.add(zk);
        ZkServer leader = zk.leader();
        int leaderIndex = zk.servers().indexOf(leader);
        int followerIndex = IntStream.range(0, 3).filter(i -> i != leaderIndex).findFirst().orElseThrow();

        // the holder knows only its follower, so it cannot fail over to the majority side and be saved
        ZkClient holder = opened.connected(zk.server(followerIndex).connectString(),
                b -> b.sessionTimeoutMs(SESSION_TIMEOUT_MS).ensembleTiming(TICK_MS, SYNC_LIMIT));
        ZkClient rival = opened.connected(leader.connectString(), b -> b.sessionTimeoutMs(SESSION_TIMEOUT_MS));
        InterProcessMutex held = new InterProcessMutex(holder, "/cut-off-follower");
        held.acquire();
        CompletableFuture<Long> lostAt = held.lostSignal().thenApply(loss -> System.nanoTime());
        CompletableFuture<Long> grantedAt = new InterProcessMutex(rival, "/cut-off-follower").acquireAsync()
                .thenApply(acquired -> System.nanoTime());

        long cut = System.nanoTime();
        links.partition(followerIndex);

        long granted = grantedAt.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
        assertTrue(lostAt.isDone(), () -> "the rival was granted " + ms(granted - cut) + " ms after the cut, but the"
                + " holder's lost signal had not fired");
        long lost = lostAt.join();
        assertTrue(lost - granted < 0, () -> "the holder's lost signal fired " + ms(lost - cut) + " ms after the cut,"
                + " the rival was granted at " + ms(granted - cut) + " ms");
        System.out.printf("cut-off follower: lost signal at +%d ms, rival granted at +%d ms%n",
                ms(lost - cut), ms(granted - cut));
    }

    private static long ms(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }
}
