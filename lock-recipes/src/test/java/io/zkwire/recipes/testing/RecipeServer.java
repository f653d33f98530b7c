package io.zkwire.recipes.testing;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.framework.CuratorFrameworkFactory;
import org.apache.curator.retry.RetryNTimes;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real ZooKeeper server per test class (zk-testkit: a separate JVM on loopback), a fresh root path
 * per test, and clients (zkwire and Curator) that are closed after each test, last opened first.
 *
 * <pre>{@code @RegisterExtension static final RecipeServer server = new RecipeServer();}</pre>
 */
public final class RecipeServer implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {

    public static final int SESSION_TIMEOUT_MS = 10_000;
    private static final AtomicInteger ROOTS = new AtomicInteger();

    private final Deque<AutoCloseable> openedByTest = new ArrayDeque<>();
    private final UnaryOperator<ZkEnsemble.Builder> config;
    private ZkEnsemble ensemble;
    private String root;

    /** A standalone server with zk-testkit's defaults, except that empty containers go within 100 ms. */
    public RecipeServer() {
        this(UnaryOperator.identity());
    }

    public RecipeServer(UnaryOperator<ZkEnsemble.Builder> config) {
        this.config = config;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        ensemble = config.apply(ZkEnsemble.builder().systemProperty("znode.container.checkIntervalMs", "100")).start();
    }

    @Override
    public void afterAll(ExtensionContext context) {
        if (ensemble != null) {
            ensemble.close();
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        root = ("/" + context.getRequiredTestClass().getSimpleName() + "-"
                + context.getRequiredTestMethod().getName() + "-" + ROOTS.incrementAndGet()).toLowerCase(Locale.ROOT);
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        Exception first = null;
        while (!openedByTest.isEmpty()) {
            try {
                openedByTest.pop().close();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }

    public String connectString() {
        return ensemble.connectString();
    }

    public ZkEnsemble ensemble() {
        return ensemble;
    }

    /** This test's root path (nothing is created). */
    public String root() {
        return root;
    }

    /** A path under this test's root (nothing is created). */
    public String path(String relative) {
        return root + "/" + relative;
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
        return closeAfterTest(FaultProxy.to(ensemble.server(0)));
    }

    /** Closes {@code resource} after the current test. */
    public <T extends AutoCloseable> T closeAfterTest(T resource) {
        openedByTest.push(resource);
        return resource;
    }
}
