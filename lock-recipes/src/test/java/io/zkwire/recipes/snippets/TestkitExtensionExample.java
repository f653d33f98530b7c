package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZooKeeperExtension;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** zk-testkit/README.md's first example, a test of its own; the README shows the imports and the marked lines. */
class TestkitExtensionExample {
    // snippet:start
    @RegisterExtension
    static ZooKeeperExtension ZK = ZooKeeperExtension.ensemble(3);   // or .standalone(), or .of(builder)

    @Test
    void survivesLeaderLoss(ZkEnsemble ensemble) throws Exception {   // injected, or ZK.ensemble()
        ZkClient client = ZkClient.builder().connectString(ZK.connectString()).build(); // 127.0.0.1:p1,...,p3
        client.start();
        ensemble.leader().kill();                                     // kill -9
        ensemble.awaitQuorum(Duration.ofSeconds(30));
        client.checkExists().forPath("/");                            // the client found a server still up
        client.close();
    }
    // snippet:end
}
