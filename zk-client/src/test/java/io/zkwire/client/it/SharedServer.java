package io.zkwire.client.it;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.testkit.ZkEnsemble;
import io.zkwire.testkit.ZooKeeperExtension;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.function.UnaryOperator;

/**
 * One real server (or ensemble) per test class with the suite's settings, run by the testkit's
 * {@link ZooKeeperExtension} (which also gives each test its own {@link #root()} and closes what
 * {@link #closeAfterTest} was handed); on top of it, zkwire clients and proxies that are closed after each test.
 *
 * <pre>{@code @RegisterExtension static final SharedServer server = new SharedServer();}</pre>
 */
final class SharedServer extends ZooKeeperExtension {

    SharedServer() {
        this(UnaryOperator.identity());
    }

    /** {@code config} adjusts the suite's standalone defaults (version, size, properties). */
    SharedServer(UnaryOperator<ZkEnsemble.Builder> config) {
        super(config.apply(TestServers.standaloneBuilder()));
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
}
