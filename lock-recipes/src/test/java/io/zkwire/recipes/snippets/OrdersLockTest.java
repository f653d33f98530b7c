// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.snippets;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.testkit.ZooKeeperExtension;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** README.md's "Test against a real ZooKeeper": a test of its own; the README shows the imports and the marked lines. */
class OrdersLockTest {
    // snippet:start
    @RegisterExtension
    static ZooKeeperExtension zk = ZooKeeperExtension.standalone(); // a real server JVM on 127.0.0.1

    @Test
    void secondClientWaitsForTheFirst() throws Exception {
        try (ZkClient first = ZkClient.builder().connectString(zk.connectString()).build();
             ZkClient second = ZkClient.builder().connectString(zk.connectString()).build()) {
            first.start();
            second.start();
            InterProcessMutex held = new InterProcessMutex(first, zk.path("orders"));
            InterProcessMutex waiting = new InterProcessMutex(second, zk.path("orders"));

            assertTrue(held.acquire(10, TimeUnit.SECONDS));
            assertFalse(waiting.acquire(200, TimeUnit.MILLISECONDS));
            held.release();
            assertTrue(waiting.acquire(10, TimeUnit.SECONDS));
            waiting.release();
        }
    }
    // snippet:end
}
