// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.ClientMetricsListener;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.UnhandledErrorListener;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.OpCode;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Failures no caller receives reach the unhandled-error listeners. */
class UnhandledErrorListenerTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    private record Heard(String message, Throwable error) {}

    private final BlockingQueue<Heard> heard = new LinkedBlockingQueue<>();
    private final UnhandledErrorListener listener = (message, e) -> heard.add(new Heard(message, e));

    private Heard next() throws InterruptedException {
        Heard next = heard.poll(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        if (next == null) {
            throw new AssertionError("no unhandled error reported within " + Await.TIMEOUT);
        }
        return next;
    }

    @Test
    void aWatcherThatThrowsIsReported() throws Exception {
        ZkClient client = server.client();
        client.getUnhandledErrorListenable().addListener(listener);
        IllegalStateException thrown = new IllegalStateException("watcher bug");
        client.create().forPath(server.root());
        client.getData().usingWatcher(event -> {
            throw thrown;
        }).forPath(server.root());

        client.setData().forPath(server.root(), new byte[] {1});
        Heard report = next();
        assertSame(thrown, report.error());
        assertTrue(report.message().contains("watcher"), report.message());
    }

    @Test
    void aConnectionStateListenerThatThrowsIsReportedThroughAView() throws Exception {
        try (ZkClient client = Clients.builder(server.connectString()).build()) {
            client.usingNamespace("v").getUnhandledErrorListenable().addListener(listener);
            RuntimeException thrown = new RuntimeException("listener bug");
            client.addConnectionStateListener((c, state) -> {
                if (state == ConnectionState.CONNECTED) {
                    throw thrown;
                }
            });
            client.start();

            Heard report = next();
            assertSame(thrown, report.error());
            assertTrue(report.message().contains("connection state listener threw on CONNECTED"), report.message());
        }
    }

    @Test
    void aMetricsListenerThatThrowsIsReported() throws Exception {
        IllegalStateException thrown = new IllegalStateException("metrics bug");
        ClientMetricsListener metrics = new ClientMetricsListener() {
            @Override
            public void requestCompleted(OpCode op, long latencyNanos, String outcome) {
                if (op == OpCode.SYNC) {
                    throw thrown;
                }
            }
        };
        ZkClient client = server.client(b -> b.metricsListener(metrics));
        client.getUnhandledErrorListenable().addListener(listener);

        client.sync("/");
        Heard report = next();
        assertSame(thrown, report.error());
        assertTrue(report.message().contains("ClientMetricsListener"), report.message());
    }

    @Test
    void aRemovedListenerHearsNothing() throws Exception {
        ZkClient client = server.client();
        client.getUnhandledErrorListenable().addListener(listener);
        client.getUnhandledErrorListenable().removeListener(listener);
        client.create().forPath(server.root());
        client.getData().usingWatcher(event -> {
            throw new IllegalStateException("not heard");
        }).forPath(server.root());
        UnhandledErrorListener marker = (m, e) -> heard.add(new Heard("marker", e));
        client.getUnhandledErrorListenable().addListener(marker);

        client.setData().forPath(server.root(), new byte[] {1});
        assertEquals("marker", next().message(), "only the listener still added hears it");
    }
}
