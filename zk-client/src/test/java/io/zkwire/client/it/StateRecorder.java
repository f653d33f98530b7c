package io.zkwire.client.it;

import static org.junit.jupiter.api.Assertions.fail;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.ZkClient;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** Queues connection state changes so a test can await them in order with bounded waits. */
final class StateRecorder implements ConnectionStateListener {

    private final BlockingQueue<ConnectionState> states = new LinkedBlockingQueue<>();

    @Override
    public void stateChanged(ZkClient client, ConnectionState newState) {
        states.add(newState);
    }

    /**
     * Takes states until {@code wanted} arrives (within {@code timeoutMs}) and returns the ones before it,
     * failing the test if it does not come.
     */
    List<ConnectionState> awaitState(ConnectionState wanted, long timeoutMs) {
        List<ConnectionState> before = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        try {
            while (true) {
                long left = deadline - System.nanoTime();
                ConnectionState state = states.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
                if (state == null) {
                    fail("no " + wanted + " within " + timeoutMs + " ms; states seen meanwhile: " + before);
                }
                if (state == wanted) {
                    return before;
                }
                before.add(state);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }

    List<ConnectionState> awaitState(ConnectionState wanted) {
        return awaitState(wanted, Await.TIMEOUT.toMillis());
    }

    /** What is queued now, without waiting. */
    List<ConnectionState> drain() {
        List<ConnectionState> now = new ArrayList<>();
        states.drainTo(now);
        return now;
    }
}
