// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** A latch listener on an executor of many threads still hears its calls one at a time, in order. */
class LatchListenersTest {

    @Test
    void aListenerOnManyThreadsHearsNotLeaderOnlyAfterItsIsLeaderReturned() throws Exception {
        AtomicBoolean leading = new AtomicBoolean(true);
        LatchListeners listeners = new LatchListeners(leading::get);
        CountDownLatch inIsLeader = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        List<String> calls = new CopyOnWriteArrayList<>();
        List<Thread> threads = new CopyOnWriteArrayList<>();
        Executor threadPerTask = task -> { // as many threads as tasks: nothing but the listeners' own order serializes
            Thread thread = new Thread(task);
            threads.add(thread);
            thread.start();
        };
        listeners.add(new LeaderLatchListener() {
            @Override
            public void isLeader() {
                calls.add("isLeader begins");
                inIsLeader.countDown();
                awaitQuietly(release);
                calls.add("isLeader ends");
            }

            @Override
            public void notLeader() {
                calls.add("notLeader");
            }
        }, threadPerTask);

        listeners.tell(true);
        assertTrue(inIsLeader.await(10, TimeUnit.SECONDS), "isLeader is called");
        leading.set(false);
        listeners.tell(false);
        for (Thread other : threads.subList(1, threads.size())) { // a notLeader handed on at once has run by now
            other.join(10_000);
        }
        assertEquals(List.of("isLeader begins"), calls, "nothing overlaps the running isLeader");
        release.countDown();
        for (Thread thread : threads) {
            thread.join(10_000);
        }
        assertEquals(List.of("isLeader begins", "isLeader ends", "notLeader"), calls);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
