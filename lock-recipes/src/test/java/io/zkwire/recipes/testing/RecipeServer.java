package io.zkwire.recipes.testing;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZooKeeperExtension;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;

/**
 * One real ZooKeeper server per test class (zk-testkit: a separate JVM on loopback), run by the testkit's
 * {@link ZooKeeperExtension}, which also gives each test its own {@link #root()} and closes what
 * {@link #closeAfterTest} was handed; on top of it, clients (zkwire and Curator) and proxies that are closed
 * after each test, last opened first.
 *
 * <pre>{@code @RegisterExtension static final RecipeServer server = new RecipeServer();}</pre>
 */
public final class RecipeServer extends ZooKeeperExtension {

    public static final int SESSION_TIMEOUT_MS = 10_000;

    /** A standalone server with zk-testkit's defaults, except that empty containers go within 100 ms. */
    public RecipeServer() {
        this(UnaryOperator.identity());
    }

    public RecipeServer(UnaryOperator<ZkEnsemble.Builder> config) {
        super(config.apply(ZkEnsemble.builder().systemProperty("znode.container.checkIntervalMs", "100")));
    }

    /** A connected zkwire client, closed after the test. */
    public ZkClient client() throws InterruptedException {
        return client(UnaryOperator.identity());
    }

    /** A connected zkwire client with {@code tweak} applied to the defaults, closed after the test. */
    public ZkClient client(UnaryOperator<ZkClientBuilder> tweak) throws InterruptedException {
        ZkClient client = tweak.apply(ZkClient.builder().connectString(connectString())
                .sessionTimeoutMs(SESSION_TIMEOUT_MS).connectionTimeoutMs(10_000)).build();
        closeAfterTest(client);
        client.start();
        if (!client.blockUntilConnected(30, TimeUnit.SECONDS)) {
            throw new IllegalStateException("zkwire client did not connect to " + connectString());
        }
        return client;
    }

    /** A connected Curator client (with its own ZooKeeper client), closed after the test. */
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

    /** A fault-injecting proxy in front of the server (relaying at once), closed after the test. */
    public FaultProxy proxy() {
        return closeAfterTest(FaultProxy.to(ensemble().server(0)));
    }
}
