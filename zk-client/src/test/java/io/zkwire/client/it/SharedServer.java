package io.zkwire.client.it;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZooKeeperExtension;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One real server (or ensemble) per test class, run by the testkit's {@link ZooKeeperExtension} (started
 * before the first test, stopped after the last); on top of it, clients opened through it are closed
 * after each test, and each test gets its own root path so tests sharing the server cannot see each
 * other's nodes.
 *
 * <pre>{@code @RegisterExtension static final SharedServer server = new SharedServer();}</pre>
 */
final class SharedServer implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback {

    private final ZooKeeperExtension servers;
    private final Deque<AutoCloseable> openedByTest = new ArrayDeque<>();
    private String root;

    SharedServer() {
        this(UnaryOperator.identity());
    }

    /** {@code config} adjusts the suite's standalone defaults (version, size, properties). */
    SharedServer(UnaryOperator<ZkEnsemble.Builder> config) {
        this.servers = ZooKeeperExtension.of(config.apply(TestServers.standaloneBuilder()));
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        servers.beforeAll(context);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        servers.afterAll(context);
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        servers.beforeEach(context);
        String method = context.getRequiredTestMethod().getName();
        String display = context.getDisplayName().replaceAll("[^A-Za-z0-9]", "");
        root = "/" + context.getRequiredTestClass().getSimpleName() + "-" + method + "-" + display.hashCode();
        root = root.toLowerCase(Locale.ROOT);
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
        servers.afterEach(context);
        if (first != null) {
            throw first;
        }
    }

    ZkEnsemble ensemble() {
        return servers.ensemble();
    }

    String connectString() {
        return servers.connectString();
    }

    /** This test's own root path (not created); e.g. {@code /createmodestest-ephemeral-123}. */
    String root() {
        return root;
    }

    /** A path under this test's root. */
    String path(String relative) {
        return root + "/" + relative;
    }

    /** A connected client with the suite's defaults, closed after the test. */
    ZkClient client() {
        return client(UnaryOperator.identity());
    }

    /** A connected client with the suite's defaults changed by {@code tweak}, closed after the test. */
    ZkClient client(UnaryOperator<ZkClientBuilder> tweak) {
        return closeAfterTest(Clients.started(tweak.apply(Clients.builder(connectString()))));
    }

    /** A fault-injecting proxy in front of the first server (relaying at once), closed after the test. */
    FaultProxy proxy() {
        return closeAfterTest(FaultProxy.to(ensemble().server(0)));
    }

    /** Closes {@code resource} after the current test (last opened, first closed). */
    <T extends AutoCloseable> T closeAfterTest(T resource) {
        openedByTest.push(resource);
        return resource;
    }
}
