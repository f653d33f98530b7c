// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.it;

import static io.zkwire.client.ConnectionState.CONNECTED;
import static io.zkwire.client.ConnectionState.LOST;
import static io.zkwire.client.ConnectionState.RECONNECTED;
import static io.zkwire.client.ConnectionState.SUSPENDED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.zkwire.client.CircuitBreakingConnectionStateListener;
import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ConnectionStateListenerManagerFactory;
import io.zkwire.client.ZkClient;
import io.zkwire.client.ZkClientBuilder;
import io.zkwire.testkit.faults.FaultProxy;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Curator's circuit-breaking connection state listener against a real server whose connection flaps (the
 * proxy in front of it resets every connection; the client reconnects at once): the listeners behind the
 * breaker hear one SUSPENDED and, once the breaker looks again, one RECONNECTED, while a listener that asks
 * not to be proxied hears every change. The breaker's scheduler is held back by a gate, so "once the breaker
 * looks again" is the test's choice, not a race with the flaps.
 */
@Timeout(90)
class CircuitBreakingListenerTest {

    @RegisterExtension
    static final SharedServer server = new SharedServer();

    private final CountDownLatch gate = new CountDownLatch(1);
    private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);

    /** The scheduler's only thread waits at the gate, so no check of the breaker runs before it opens. */
    private void holdScheduler() {
        scheduler.execute(() -> {
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    @AfterEach
    void stopScheduler() {
        scheduler.shutdownNow();
    }

    private static ConnectionStateListener unproxied(StateRecorder recorder) {
        return new ConnectionStateListener() {
            @Override
            public void stateChanged(ZkClient client, ConnectionState newState) {
                recorder.stateChanged(client, newState);
            }

            @Override
            public boolean doNotProxy() {
                return true;
            }
        };
    }

    /** A client through {@code proxy}, started after {@code listeners} were added, so they hear CONNECTED first. */
    private static ZkClient started(FaultProxy proxy, UnaryOperator<ZkClientBuilder> tweak,
            Consumer<ZkClient> listeners) throws InterruptedException {
        ZkClient client = server.closeAfterTest(tweak.apply(Clients.builder(proxy.connectString())).build());
        listeners.accept(client);
        client.start();
        assertTrue(client.blockUntilConnected(Await.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS), "connected");
        return client;
    }

    private static void flap(FaultProxy proxy, StateRecorder direct, int times) {
        for (int i = 0; i < times; i++) {
            proxy.reset();
            direct.awaitState(SUSPENDED);
            assertEquals(List.of(), direct.awaitState(RECONNECTED), "the direct listener hears every change");
        }
    }

    @Test
    void theBuildersFactoryPutsOneBreakerInFrontOfTheListeners() throws Exception {
        holdScheduler();
        FaultProxy proxy = server.proxy();
        StateRecorder behind = new StateRecorder();
        StateRecorder alsoBehind = new StateRecorder();
        StateRecorder direct = new StateRecorder();
        ZkClient client = started(proxy, b -> b.connectionStateListenerManagerFactory(
                ConnectionStateListenerManagerFactory.circuitBreaking((n, elapsed) -> 10, scheduler)), c -> {
                    c.addConnectionStateListener(behind);
                    c.addConnectionStateListener(alsoBehind, Runnable::run);
                    c.addConnectionStateListener(unproxied(direct));
                });
        assertEquals(List.of(), behind.awaitState(CONNECTED));
        assertEquals(List.of(), alsoBehind.awaitState(CONNECTED));

        flap(proxy, direct, 3);
        client.checkExists().forPath("/"); // a round trip: the event thread has passed on what it had
        assertEquals(List.of(SUSPENDED), behind.drain(), "one SUSPENDED while the circuit is open");
        assertEquals(List.of(SUSPENDED), alsoBehind.drain());

        gate.countDown();
        assertEquals(List.of(), behind.awaitState(RECONNECTED), "RECONNECTED once the breaker looks again");
        assertEquals(List.of(), alsoBehind.awaitState(RECONNECTED));
    }

    @Test
    void aLostSessionGetsThroughAnOpenCircuitAndSoDoesTheNextSessionsLoss() throws Exception {
        holdScheduler();
        FaultProxy proxy = server.proxy();
        StateRecorder behind = new StateRecorder();
        StateRecorder direct = new StateRecorder();
        AtomicReference<CircuitBreakingConnectionStateListener> breakerOf = new AtomicReference<>();
        ZkClient client = started(proxy, UnaryOperator.identity(), c -> {
            breakerOf.set(new CircuitBreakingConnectionStateListener(c, behind, (n, elapsed) -> 10, scheduler));
            c.addConnectionStateListener(breakerOf.get());
            c.addConnectionStateListener(direct);
        });
        CircuitBreakingConnectionStateListener breaker = breakerOf.get();
        assertEquals(List.of(), behind.awaitState(CONNECTED));

        proxy.reset();
        direct.awaitState(RECONNECTED);
        assertTrue(breaker.isOpen());
        for (int session = 0; session < 2; session++) {
            OfficialClient.connect(server.connectString(), client.sessionId(), client.sessionPassword()).close();
            direct.awaitState(LOST);
            direct.awaitState(RECONNECTED);
            client.checkExists().forPath("/");
            assertEquals(session == 0 ? List.of(SUSPENDED, LOST) : List.of(LOST), behind.drain(),
                    "every session's LOST gets through the open circuit");
        }
        assertTrue(breaker.isOpen());
        gate.countDown();
        assertEquals(List.of(), behind.awaitState(RECONNECTED));
        assertFalse(breaker.isOpen());
    }
}
