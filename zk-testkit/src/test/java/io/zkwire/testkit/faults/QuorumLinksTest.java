package io.zkwire.testkit.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.testkit.internal.Polling;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkMode;
import io.zkwire.testkit.ZkServer;
import java.time.Duration;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Partitions between the servers of an ensemble while every client port stays reachable. */
@Timeout(120)
class QuorumLinksTest {
    private static final Duration LIMIT = Duration.ofSeconds(30);

    @Test
    void aFollowerCutOffFromTheOthersStopsServingAndRejoinsWhenHealed() {
        QuorumLinks links = new QuorumLinks();
        try (ZkEnsemble zk = ZkEnsemble.builder().servers(3).tickTime(Duration.ofMillis(200))
                .serverProperty("syncLimit", "2").serverProperty("initLimit", "5").peerLinks(links).start()) {
            int leader = zk.servers().indexOf(zk.leader());
            int follower = IntStream.range(0, 3).filter(i -> i != leader).findFirst().orElseThrow();
            ZkServer cutOff = zk.server(follower);

            links.partition(follower);
            // syncLimit x tickTime without the leader: the follower gives up and looks for a quorum it cannot find
            Polling.until(LIMIT, "server " + cutOff.id() + " to stop serving", () -> !cutOff.mode().isServing(),
                    () -> "mode " + cutOff.mode());
            assertEquals(ZkMode.LEADER, zk.server(leader).mode(), "the majority side keeps its leader");

            links.heal();
            Polling.until(LIMIT, "server " + cutOff.id() + " to rejoin", () -> cutOff.mode() == ZkMode.FOLLOWER,
                    () -> "mode " + cutOff.mode());
            zk.awaitQuorum(LIMIT);
        }
        assertThrows(IllegalArgumentException.class, () -> links.set(0, 1, Fault.pass()),
                "closing the ensemble closed the links");
    }

    @Test
    void namingNoServerIsRefused() {
        QuorumLinks links = new QuorumLinks();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, links::partition);
        assertTrue(e.getMessage().contains("partition(2)"), e.getMessage());
    }
}
