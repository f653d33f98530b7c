package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What one test opened (ensembles, proxies, clients), closed in reverse order after the test: register it
 * as an instance field, {@code @RegisterExtension final Resources opened = new Resources();}. Connected
 * clients are opened through it.
 */
public final class Resources implements AutoCloseable, AfterEachCallback {
    private static final Duration CONNECT_LIMIT = Duration.ofSeconds(60);

    private final List<AutoCloseable> opened = new ArrayList<>();

    /** Keeps {@code resource} to be closed with the others; returns it. */
    public <T extends AutoCloseable> T add(T resource) {
        opened.add(resource);
        return resource;
    }

    /** A started client of {@code connectString} (tweaked by {@code tweak}), connected, closed with the rest. */
    public ZkClient connected(String connectString, UnaryOperator<ZkClientBuilder> tweak) throws InterruptedException {
        ZkClient client = add(tweak.apply(ZkClient.builder().connectString(connectString)).build());
        client.start();
        if (!client.blockUntilConnected(CONNECT_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
            throw new AssertionError("not connected to " + connectString + " within " + CONNECT_LIMIT);
        }
        return client;
    }

    @Override
    public void afterEach(ExtensionContext context) throws Exception {
        close();
    }

    @Override
    public void close() throws Exception {
        Exception first = null;
        for (int i = opened.size() - 1; i >= 0; i--) {
            try {
                opened.get(i).close();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        opened.clear();
        if (first != null) {
            throw first;
        }
    }
}
