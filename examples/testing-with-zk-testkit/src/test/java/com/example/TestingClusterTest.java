// SPDX-License-Identifier: Apache-2.0
package com.example;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.InstanceSpec;
import io.zkwire.testkit.TestingCluster;
import org.junit.jupiter.api.Test;

/** Curator's TestingCluster: a three-server ensemble keeps serving with one server killed. */
class TestingClusterTest {
    @Test
    void theEnsembleServesWithOneServerKilled() throws Exception {
        try (TestingCluster cluster = new TestingCluster(3)) {
            cluster.start();
            ZkClient client = ZkClient.builder().connectString(cluster.getConnectString()).build();
            client.start();
            client.create().forPath("/before", "1".getBytes(UTF_8));

            InstanceSpec connectedTo = cluster.findConnectionInstance(client.sessionId());
            assertTrue(cluster.killServer(connectedTo));
            client.create().forPath("/after", "2".getBytes(UTF_8));

            assertTrue(cluster.restartServer(connectedTo));
            assertArrayEquals("1".getBytes(UTF_8), client.getData().forPath("/before"));
            client.close();
        }
    }
}
