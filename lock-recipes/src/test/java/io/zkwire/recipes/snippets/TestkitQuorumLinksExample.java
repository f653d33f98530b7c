package io.zkwire.recipes.snippets;

import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZkMode;
import io.zkwire.testkit.faults.Fault;
import io.zkwire.testkit.faults.QuorumLinks;
import java.time.Duration;

/** zk-testkit/README.md's QuorumLinks example, run by {@link TestkitReadmeSnippetsTest}. */
final class TestkitQuorumLinksExample {

    private TestkitQuorumLinksExample() {
    }

    static void run() {
        // snippet:start
        QuorumLinks links = new QuorumLinks();
        try (ZkEnsemble zk = ZkEnsemble.builder().servers(3).peerLinks(links).start()) {
            int leader = zk.servers().indexOf(zk.leader());
            int follower = zk.servers().indexOf(zk.servers().stream()
                    .filter(s -> s.mode() == ZkMode.FOLLOWER).findFirst().get());
            links.set(follower, leader, Fault.delay(Duration.ZERO, Duration.ofMillis(300))); // hears the leader late
            links.partition(follower);   // cut off from the other two; its clients still reach it
            links.heal();
            zk.awaitQuorum(Duration.ofSeconds(30));
        } // the links close with the ensemble
        // snippet:end
    }
}
