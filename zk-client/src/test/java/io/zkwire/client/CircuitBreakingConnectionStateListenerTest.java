// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client;

import static io.zkwire.client.ConnectionState.CLOSED;
import static io.zkwire.client.ConnectionState.LOST;
import static io.zkwire.client.ConnectionState.READ_ONLY;
import static io.zkwire.client.ConnectionState.RECONNECTED;
import static io.zkwire.client.ConnectionState.SUSPENDED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The breaker's rules, one state at a time, as Curator's TestCircuitBreakingConnectionStateListener has them
 * (with zkwire's one difference: a LOST after a connected state gets through an open circuit). The
 * scheduler's thread is held at a gate, so the breaker looks again only when the test opens it.
 */
@Timeout(30)
class CircuitBreakingConnectionStateListenerTest {

    private final ZkClient client = ZkClient.builder().connectString("127.0.0.1:1").build(); // never started
    private final ScheduledThreadPoolExecutor scheduler = new ScheduledThreadPoolExecutor(1);
    private final CountDownLatch gate = new CountDownLatch(1);
    private final BlockingQueue<ConnectionState> heard = new LinkedBlockingQueue<>();

    private CircuitBreakingConnectionStateListener breaker(RetryPolicy policy) {
        scheduler.execute(() -> {
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        return new CircuitBreakingConnectionStateListener(client, (c, state) -> heard.add(state), policy, scheduler);
    }

    private List<ConnectionState> heardNow() {
        List<ConnectionState> now = new ArrayList<>();
        heard.drainTo(now);
        return now;
    }

    private ConnectionState next() throws InterruptedException {
        ConnectionState state = heard.poll(20, TimeUnit.SECONDS);
        assertTrue(state != null, "the breaker told nothing within 20 s");
        return state;
    }

    @AfterEach
    void stop() {
        scheduler.shutdownNow();
        client.close();
    }

    @Test
    void theFirstDisconnectOpensTheCircuitAndTheLastStateIsToldWhenItCloses() throws Exception {
        CircuitBreakingConnectionStateListener breaker = breaker((n, elapsed) -> 1);
        breaker.stateChanged(client, RECONNECTED);
        assertFalse(breaker.isOpen());
        breaker.stateChanged(client, SUSPENDED);
        assertTrue(breaker.isOpen());
        breaker.stateChanged(client, SUSPENDED);
        breaker.stateChanged(client, RECONNECTED);
        breaker.stateChanged(client, SUSPENDED);
        breaker.stateChanged(client, LOST);
        breaker.stateChanged(client, LOST); // the same loss again: held back
        assertEquals(List.of(RECONNECTED, SUSPENDED, LOST), heardNow());
        breaker.stateChanged(client, RECONNECTED);
        breaker.stateChanged(client, SUSPENDED);
        breaker.stateChanged(client, RECONNECTED);
        assertEquals(List.of(), heardNow(), "held back while open");

        gate.countDown();
        assertEquals(RECONNECTED, next(), "the last state, once the breaker looks again and sees a connection");
        assertFalse(breaker.isOpen());
    }

    @Test
    void aLostAfterAConnectedStateGetsThroughTheOpenCircuit() {
        CircuitBreakingConnectionStateListener breaker = breaker((n, elapsed) -> 1);
        breaker.stateChanged(client, LOST);
        breaker.stateChanged(client, RECONNECTED); // a new session
        breaker.stateChanged(client, SUSPENDED);
        breaker.stateChanged(client, LOST); // ... lost in turn: Curator holds this one back
        breaker.stateChanged(client, READ_ONLY);
        breaker.stateChanged(client, LOST);
        assertEquals(List.of(LOST, LOST, LOST), heardNow());
        assertTrue(breaker.isOpen());
    }

    @Test
    void aPolicyThatGivesUpClosesTheCircuitTellingTheLastStateIfItChanged() throws Exception {
        CircuitBreakingConnectionStateListener breaker = breaker((n, elapsed) -> n < 1 ? 1 : -1);
        breaker.stateChanged(client, LOST);
        breaker.stateChanged(client, SUSPENDED);
        assertTrue(breaker.isOpen());
        gate.countDown();
        assertEquals(LOST, next());
        assertEquals(SUSPENDED, next(), "the circuit closed still disconnected: the last state is told");
        assertFalse(breaker.isOpen());
    }

    @Test
    void aPolicyThatNeverRetriesNeverOpensTheCircuit() {
        CircuitBreakingConnectionStateListener breaker = breaker((n, elapsed) -> -1);
        breaker.stateChanged(client, LOST);
        assertFalse(breaker.isOpen());
        breaker.stateChanged(client, LOST);
        assertEquals(List.of(LOST, LOST), heardNow());
    }

    @Test
    void closedIsToldAndClosesTheCircuit() {
        CircuitBreakingConnectionStateListener breaker = breaker((n, elapsed) -> 1);
        breaker.stateChanged(client, SUSPENDED);
        breaker.stateChanged(client, CLOSED);
        assertFalse(breaker.isOpen());
        assertEquals(List.of(SUSPENDED, CLOSED), heardNow());
    }

    @Test
    void theListenerIsToldWithoutTheBreakersLockHeld() throws Exception {
        ScheduledThreadPoolExecutor other = new ScheduledThreadPoolExecutor(1);
        List<Boolean> otherThreadCouldLook = new ArrayList<>();
        CircuitBreakingConnectionStateListener[] breaker = new CircuitBreakingConnectionStateListener[1];
        breaker[0] = new CircuitBreakingConnectionStateListener(client, (c, state) -> {
            try { // a listener that waits for a thread asking the breaker must not deadlock on its lock
                otherThreadCouldLook.add(other.submit(() -> breaker[0].isOpen()).get(2, TimeUnit.SECONDS));
            } catch (Exception e) {
                otherThreadCouldLook.add(false);
            }
        }, (n, elapsed) -> 1, scheduler);
        try {
            breaker[0].stateChanged(client, SUSPENDED);
            assertEquals(List.of(true), otherThreadCouldLook);
        } finally {
            other.shutdownNow();
        }
    }
}
