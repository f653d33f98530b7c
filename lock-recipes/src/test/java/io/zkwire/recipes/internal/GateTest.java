// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class GateTest {

    @Test
    void awaitReturnsAtOnceWhenTheStateAlreadyHolds() throws Exception {
        Gate<Integer> gate = new Gate<>(3);
        assertTrue(gate.await(n -> n == 3, 0, TimeUnit.MILLISECONDS));
    }

    @Test
    void awaitGivesUpWhenTheTimeRunsOut() throws Exception {
        Gate<Integer> gate = new Gate<>(0);
        assertFalse(gate.await(n -> n > 0, 20, TimeUnit.MILLISECONDS));
    }

    @Test
    void aWaiterWakesWhenThePublishedStateHolds() throws Exception {
        Gate<Integer> gate = new Gate<>(0);
        CountDownLatch waiting = new CountDownLatch(1);
        CompletableFuture<Boolean> waiter = CompletableFuture.supplyAsync(() -> {
            waiting.countDown();
            try {
                return gate.await(n -> n == 2, 10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                return false;
            }
        });
        assertTrue(waiting.await(10, TimeUnit.SECONDS));
        gate.publish(1);
        gate.publish(2);
        assertTrue(waiter.get(10, TimeUnit.SECONDS));
    }

    @Test
    void whenCompletesOnlyOnceTheConditionHolds() throws Exception {
        Gate<String> gate = new Gate<>("a");
        CompletableFuture<String> future = gate.when("c"::equals);
        gate.publish("b");
        assertFalse(future.isDone());
        gate.publish("c");
        assertEquals("c", future.get(10, TimeUnit.SECONDS));
    }

    @Test
    void onceLetsExactlyOneCallerClaim() {
        Once once = new Once();
        assertTrue(once.claim());
        assertFalse(once.claim());
        assertTrue(once.isClaimed());
    }
}
