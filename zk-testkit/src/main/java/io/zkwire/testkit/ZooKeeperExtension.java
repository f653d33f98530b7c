package io.zkwire.testkit;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Runs a {@link ZkEnsemble} for JUnit 5 tests.
 *
 * <pre>{@code
 * @RegisterExtension
 * static ZooKeeperExtension ZK = ZooKeeperExtension.ensemble(3);
 *
 * @Test
 * void survivesLeaderLoss(ZkEnsemble ensemble) {
 *     client.connect(ZK.connectString());
 *     ensemble.leader().kill();
 * }
 * }</pre>
 *
 * <p>Registered on a static field, the ensemble starts before all tests of the class and is closed after them;
 * on an instance field, each test gets a fresh one. Test and lifecycle methods may take a {@link ZkEnsemble}
 * parameter (register one such extension per class, or JUnit cannot tell which one to inject).
 *
 * <p>Each test also gets a {@link #root()} path of its own (not created), and whatever it hands to
 * {@link #closeAfterTest} (its clients, say) is closed after it, last handed first, before an instance field's
 * ensemble is closed. A test suite may extend the class with helpers of its own client (a client factory that
 * hands each client to {@code closeAfterTest}); what the class itself does cannot be overridden.
 */
public class ZooKeeperExtension implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
        AfterEachCallback, ParameterResolver {
    private final ZkEnsemble.Builder builder;
    private final TestScope test = new TestScope();
    private volatile ZkEnsemble ensemble;
    /** The test class or method whose start created the ensemble; only its end closes it. */
    private volatile String owner;

    /** For a subclass that adds helpers of its own, e.g. clients it hands to {@link #closeAfterTest}. */
    protected ZooKeeperExtension(ZkEnsemble.Builder builder) {
        this.builder = builder;
    }

    /** A standalone server of the default version. */
    public static ZooKeeperExtension standalone() {
        return of(ZkEnsemble.builder());
    }

    /** An ensemble of {@code servers} servers of the default version. */
    public static ZooKeeperExtension ensemble(int servers) {
        return of(ZkEnsemble.builder().servers(servers));
    }

    /** An ensemble with any settings: {@code ZooKeeperExtension.of(ZkEnsemble.builder().version("3.8.6"))}. */
    public static ZooKeeperExtension of(ZkEnsemble.Builder builder) {
        return new ZooKeeperExtension(builder);
    }

    /**
     * The running ensemble.
     *
     * @throws IllegalStateException outside the tests the extension is registered for
     */
    public final ZkEnsemble ensemble() {
        ZkEnsemble current = ensemble;
        if (current == null) {
            throw new IllegalStateException("no ZooKeeper is running: register the extension with "
                    + "@RegisterExtension and use it inside the tests of that class");
        }
        return current;
    }

    /** The ensemble's connect string, {@code 127.0.0.1:port[,127.0.0.1:port...]}. */
    public final String connectString() {
        return ensemble().connectString();
    }

    /**
     * This test's own root path, e.g. {@code /mytest-mymethod-7}: lower case, unique in the JVM; not created.
     *
     * @throws IllegalStateException outside a test
     */
    public final String root() {
        return test.root();
    }

    /** {@code relative} under this test's {@link #root()} (not created). */
    public final String path(String relative) {
        return root() + "/" + relative;
    }

    /** Closes {@code resource} after the current test (last handed, first closed), and returns it. */
    public final <T extends AutoCloseable> T closeAfterTest(T resource) {
        return test.closeAfterTest(resource);
    }

    @Override
    public final void beforeAll(ExtensionContext context) {
        startFor(context);
    }

    @Override
    public final void beforeEach(ExtensionContext context) {
        startFor(context);
        test.begin(context);
    }

    /** Closes what the test handed over, then (for an instance field) the ensemble, even if the first failed. */
    @Override
    public final void afterEach(ExtensionContext context) throws Exception {
        try {
            test.end();
        } finally {
            closeFor(context);
        }
    }

    @Override
    public final void afterAll(ExtensionContext context) {
        closeFor(context);
    }

    @Override
    public final boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ZkEnsemble.class;
    }

    @Override
    public final Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return ensemble();
    }

    /** Nested classes and the tests of a class registered statically find it running already. */
    private void startFor(ExtensionContext context) {
        if (ensemble == null) {
            ensemble = builder.start();
            owner = context.getUniqueId();
        }
    }

    private void closeFor(ExtensionContext context) {
        ZkEnsemble current = ensemble;
        if (current != null && context.getUniqueId().equals(owner)) {
            ensemble = null;
            owner = null;
            current.close();
        }
    }
}
