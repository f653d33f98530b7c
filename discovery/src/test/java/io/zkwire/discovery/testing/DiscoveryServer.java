// SPDX-License-Identifier: Apache-2.0
package io.zkwire.discovery.testing;

import static org.junit.jupiter.api.Assertions.fail;

import io.zkwire.client.ZkClient;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZooKeeperExtension;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;

/**
 * One real ZooKeeper server per test class (zk-testkit), with zkwire and Curator clients that are closed after
 * each test. {@code @RegisterExtension static final DiscoveryServer server = new DiscoveryServer();}
 */
public final class DiscoveryServer extends ZooKeeperExtension {

    public static final int SESSION_TIMEOUT_MS = 10_000;
    public static final Duration LIMIT = Duration.ofSeconds(30);

    public DiscoveryServer() {
        super(ZkEnsemble.builder().systemProperty("znode.container.checkIntervalMs", "100"));
    }

    /** A connected zkwire client, closed after the test. */
    public ZkClient client() throws InterruptedException {
        return client(connectString());
    }

    /** A zkwire client connected through {@code connectString} (e.g. a fault proxy's), closed after the test. */
    public ZkClient client(String connectString) throws InterruptedException {
        ZkClient client = ZkClient.builder().connectString(connectString).sessionTimeoutMs(SESSION_TIMEOUT_MS)
                .connectionTimeoutMs(10_000).build();
        closeAfterTest(client);
        client.start();
        if (!client.blockUntilConnected(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("zkwire client did not connect to " + connectString);
        }
        return client;
    }

    /** A connected Curator client, closed after the test. */
    public CuratorFramework curator() throws InterruptedException {
        CuratorFramework curator = CuratorFrameworkFactory.newClient(connectString(), SESSION_TIMEOUT_MS, 10_000,
                new RetryNTimes(10, 200));
        closeAfterTest(curator);
        curator.start();
        if (!curator.blockUntilConnected(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("Curator did not connect to " + connectString());
        }
        return curator;
    }

    /** Polls a condition another session makes true; fails the test after {@link #LIMIT}. */
    public static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + LIMIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("timed out waiting until " + what);
            }
            TimeUnit.MILLISECONDS.sleep(20);
        }
    }

    /** Runs a read for {@link #await}, turning checked exceptions into unchecked ones. */
    public static <T> T unchecked(Read<T> read) {
        try {
            return read.get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @FunctionalInterface
    public interface Read<T> {
        T get() throws Exception;
    }
}
