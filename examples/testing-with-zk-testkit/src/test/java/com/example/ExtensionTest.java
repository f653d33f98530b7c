// SPDX-License-Identifier: Apache-2.0
package com.example;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZooKeeperExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** zk-testkit's JUnit 5 extension: one server for the class, injected into each test. */
class ExtensionTest {
    @RegisterExtension
    static ZooKeeperExtension ZK = ZooKeeperExtension.standalone();

    @Test
    void eachTestWorksUnderAPathOfItsOwn(ZkEnsemble ensemble) throws Exception {
        ZkClient client = ZK.closeAfterTest(ZkClient.builder().connectString(ensemble.connectString()).build());
        client.start();
        client.create().creatingParentsIfNeeded().forPath(ZK.path("node"));

        assertNotNull(client.checkExists().forPath(ZK.path("node")));
    }
}
