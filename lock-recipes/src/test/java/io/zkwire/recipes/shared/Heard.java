// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.shared;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ZkClient;
import io.zkwire.recipes.testing.Await;
import java.nio.ByteBuffer;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** What a shared value's or count's listener heard, in order: counts (values as counts) and states. */
class Heard implements SharedCountListener, SharedValueListener {

    final LinkedBlockingQueue<Integer> counts = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<byte[]> values = new LinkedBlockingQueue<>();
    final LinkedBlockingQueue<ConnectionState> states = new LinkedBlockingQueue<>();

    @Override
    public void countHasChanged(SharedCountReader sharedCount, int newCount) {
        counts.add(newCount);
    }

    @Override
    public void valueHasChanged(SharedValueReader sharedValue, byte[] newValue) {
        values.add(newValue);
        if (newValue.length == Integer.BYTES) {
            counts.add(ByteBuffer.wrap(newValue).getInt());
        }
    }

    @Override
    public void stateChanged(ZkClient client, ConnectionState newState) {
        states.add(newState);
    }

    /** The next count heard, within the tests' bound. */
    int nextCount() throws InterruptedException {
        return next(counts, "a count");
    }

    byte[] nextValue() throws InterruptedException {
        return next(values, "a value");
    }

    /** Waits until {@code state} is heard, skipping others. */
    void awaitState(ConnectionState state) throws InterruptedException {
        while (next(states, state.name()) != state) {
            // an earlier state
        }
    }

    /** Waits until {@code count} is heard, skipping others (a reconnect may tell the same count again). */
    void awaitCount(int count) throws InterruptedException {
        while (nextCount() != count) {
            // an earlier count
        }
    }

    void expectCounts(int... expected) throws InterruptedException {
        for (int count : expected) {
            assertEquals(count, nextCount());
        }
    }

    private static <T> T next(LinkedBlockingQueue<T> queue, String what) throws InterruptedException {
        T next = queue.poll(Await.LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        return next != null ? next : fail("no listener call with " + what + " within " + Await.LIMIT);
    }
}
