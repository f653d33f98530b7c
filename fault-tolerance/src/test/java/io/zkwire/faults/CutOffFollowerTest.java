package io.zkwire.faults;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.faults.harness.Resources;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkServer;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.QuorumLinks;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 16, item 3: the holder's server is a follower cut off from its leader (a partition between the
 * servers). The follower answers the holder's pings until it notices, the leader hears nothing of the session
 * and expires it, and a rival on the majority side is granted the lock. The holder's lost signal must come
 * first (docs/contributing/fault-tolerance.md, "The lost rule"): with the ensemble's timing given ({@code ensembleTiming}),
 * and (issue 23, item 2) with default settings when the connect string names the whole ensemble.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class CutOffFollowerTest {

    private static final Duration LIMIT = Duration.ofSeconds(60);

    @RegisterExtension
    final Resources opened = new Resources();

    /** The holder knows only its follower, so it cannot fail over to the majority side and be saved. */
    @Test
    void theHolderLearnsOfItsLossBeforeTheRivalIsGranted() throws Exception {
        int tickMs = 200;
        int syncLimit = 10; // the follower notices after 2 s, half of T, as 10 s is of 20 s
        Cut cut = cutOffFollower(tickMs, syncLimit);
        ZkClient holder = opened.connected(cut.follower().connectString(),
                b -> b.sessionTimeoutMs(4_000).ensembleTiming(tickMs, syncLimit)); // 4 s: the servers' most
        assertLostBeforeTheRivalIsGranted(cut, holder);
    }

    /**
     * Issue 23, item 2, as reported: tickTime 500 ms, syncLimit 5, a 4 s session and nothing else set. The
     * holder names all three servers, but it is on the follower's side of the partition: the other two reset
     * its connections (as a firewall between it and them would), so it cannot move its session to the majority
     * side. Without ensembleTiming the client assumes an ensemble's usual timing for the lost rule.
     */
    @Test
    void withDefaultSettingsAHolderNamingTheEnsembleLearnsOfItsLossBeforeTheRivalIsGranted() throws Exception {
        Cut cut = cutOffFollower(500, 5);
        StringBuilder connectString = new StringBuilder(cut.follower().connectString());
        for (ZkServer other : cut.ensemble().servers()) {
            if (other != cut.follower()) {
                FaultProxy unreachable = opened.add(FaultProxy.to(other));
                unreachable.keepResetting(LIMIT.multipliedBy(2));
                connectString.append(',').append(unreachable.connectString());
            }
        }
        ZkClient holder = opened.connected(connectString.toString(), b -> b.sessionTimeoutMs(4_000));
        assertLostBeforeTheRivalIsGranted(cut, holder);
    }

    /**
     * As reported: the holder reaches the ensemble through one address (a service name, a load balancer), so
     * the connect string names a single server; the client must learn from the server's /zookeeper/config that
     * it is a follower in an ensemble, and apply the allowance with default settings.
     */
    @Test
    void withDefaultSettingsAHolderReachingTheEnsembleThroughOneAddressLearnsOfItsLossFirst() throws Exception {
        Cut cut = cutOffFollower(500, 5);
        FaultProxy oneAddress = opened.add(FaultProxy.to(cut.follower()));
        ZkClient holder = opened.connected(oneAddress.connectString(), b -> b.sessionTimeoutMs(4_000));
        assertLostBeforeTheRivalIsGranted(cut, holder);
    }

    private record Cut(ZkEnsemble ensemble, QuorumLinks links, ZkServer leader, int followerIndex) {
        ZkServer follower() {
            return ensemble.server(followerIndex);
        }
    }

    private Cut cutOffFollower(int tickMs, int syncLimit) {
        QuorumLinks links = new QuorumLinks();
        ZkEnsemble zk = ZkEnsemble.builder().servers(3).tickTime(Duration.ofMillis(tickMs))
                .serverProperty("syncLimit", Integer.toString(syncLimit)).peerLinks(links).start();
        opened.add(zk);
        ZkServer leader = zk.leader();
        int leaderIndex = zk.servers().indexOf(leader);
        int followerIndex = IntStream.range(0, 3).filter(i -> i != leaderIndex).findFirst().orElseThrow();
        return new Cut(zk, links, leader, followerIndex);
    }

    /** The holder takes the lock, a rival on the leader waits for it, then the follower is cut off. */
    private void assertLostBeforeTheRivalIsGranted(Cut scene, ZkClient holder) throws Exception {
        UnaryOperator<ZkClientBuilder> sameTimeout = b -> b.sessionTimeoutMs(holder.negotiatedSessionTimeoutMs());
        ZkClient rival = opened.connected(scene.leader().connectString(), sameTimeout);
        InterProcessMutex held = new InterProcessMutex(holder, "/cut-off-follower");
        held.acquire();
        CompletableFuture<Long> lostAt = held.lostSignal().thenApply(loss -> System.nanoTime());
        CompletableFuture<Long> grantedAt = new InterProcessMutex(rival, "/cut-off-follower").acquireAsync()
                .thenApply(acquired -> System.nanoTime());

        long cut = System.nanoTime();
        scene.links().partition(scene.followerIndex());

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
