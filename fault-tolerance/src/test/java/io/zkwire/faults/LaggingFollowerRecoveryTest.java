package io.zkwire.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.faults.harness.Resources;
import io.zkwire.protocol.OpCode;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.faults.Direction;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.FaultProxy;
import io.zkwire.testkit.faults.Frame;
import io.zkwire.testkit.faults.QuorumLinks;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Issue 16, item 7: a lock's protected create loses its reply while the holder's server is a follower that
 * hears the leader late. The recovery must find the node the lost create made (it syncs the parent before
 * listing it) instead of creating a second one, and nothing of the attempt may be left behind.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class LaggingFollowerRecoveryTest {

    private static final Duration LAG = Duration.ofMillis(1_000);
    private static final Duration LIMIT = Duration.ofSeconds(60);

    @RegisterExtension
    final Resources opened = new Resources();

    @Test
    void aLostCreateIsFoundOnALaggingFollowerNotMadeTwice() throws Exception {
        QuorumLinks links = new QuorumLinks();
        ZkEnsemble zk = ZkEnsemble.builder().servers(3).tickTime(Duration.ofMillis(200))
                .serverProperty("syncLimit", "20").peerLinks(links).start();
        opened.add(zk);
        int leader = zk.servers().indexOf(zk.leader());
        int follower = IntStream.range(0, 3).filter(i -> i != leader).findFirst().orElseThrow();
        FaultProxy toFollower = FaultProxy.to(zk.server(follower));
        opened.add(toFollower);
        String lockPath = "/lagging-follower";
        List<String> creates = new CopyOnWriteArrayList<>();
        CompletableFuture<Void> createSent = new CompletableFuture<>();
        toFollower.listen(Direction.CLIENT_TO_SERVER, (frame, body) -> {
            if (frame.index() > 0 && frame.opcode() == OpCode.CREATE2.code()) {
                String path = Frame.requestPath(body);
                if (path.startsWith(lockPath + "/")) {
                    creates.add(path);
                    createSent.complete(null);
                }
            }
        });
        // the 4 s session is shorter than this ensemble's follower lag; the case here is the create's recovery
        ZkClient holder = opened.connected(toFollower.connectString(),
                b -> b.sessionTimeoutMs(10_000).ignoreFollowerLag());
        holder.create().forPath(lockPath);

        links.set(follower, leader, Fault.delay(Duration.ZERO, LAG)); // what the follower hears from the leader
        toFollower.drop(Direction.SERVER_TO_CLIENT);
        CompletableFuture<Optional<Acquisition>> acquired =
                new InterProcessMutex(holder, lockPath).acquireAsync(30, TimeUnit.SECONDS);
        createSent.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
        toFollower.pass();
        toFollower.reset(); // the create went out; its reply never comes back

        var held = acquired.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
        assertTrue(held.isPresent(), "the lock, with the node the lost create made");
        assertEquals(1, creates.size(), () -> "one create, found again by the recovery; sent: " + creates);
        ZkClient observer = opened.connected(zk.leader().connectString(), b -> b);
        assertEquals(1, observer.getChildren().forPath(lockPath).size(), "no second node of the same session");
        held.get().releaseAsync().get(LIMIT.toSeconds(), TimeUnit.SECONDS);
        links.heal();
    }
}
