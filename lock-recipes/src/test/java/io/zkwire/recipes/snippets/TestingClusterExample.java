// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.InstanceSpec;
import io.zkwire.testkit.TestingCluster;

/** docs/guide/testing.md's TestingCluster example, run by {@link TestingGuideSnippetsTest}. */
final class TestingClusterExample {

    private TestingClusterExample() {
    }

    static void run() throws Exception {
        // snippet:start
        try (TestingCluster cluster = new TestingCluster(3)) {
            cluster.start();                                        // returns once there is a quorum
            ZkClient client = ZkClient.builder().connectString(cluster.getConnectString()).build();
            client.start();
            client.create().forPath("/before", new byte[0]);

            InstanceSpec connectedTo = cluster.findConnectionInstance(client.sessionId());
            cluster.killServer(connectedTo);                        // kill -9
            client.create().forPath("/after", new byte[0]);         // served by one of the other two
            cluster.restartServer(connectedTo);
            client.close();
        }
        // snippet:end
    }
}
