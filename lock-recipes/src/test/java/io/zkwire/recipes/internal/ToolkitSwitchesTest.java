// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Lifecycle, Turn and Cell: each step has one winner, whatever the threads. */
class ToolkitSwitchesTest {

    @Test
    void aLifecycleStartsOnceAndClosesOnceAfterStarting() {
        Lifecycle life = new Lifecycle();
        assertFalse(life.close(), "a latent object does not close");
        assertTrue(life.start());
        assertFalse(life.start());
        assertTrue(life.isStarted());
        assertTrue(life.close());
        assertFalse(life.close());
        assertEquals(Lifecycle.Phase.CLOSED, life.phase());
    }

    @Test
    void closingFromAnyPhaseSaysWhetherItWasStarted() {
        Lifecycle latent = new Lifecycle();
        assertFalse(latent.closeFromAnyPhase());
        assertFalse(latent.start(), "a closed object never starts");
        Lifecycle started = new Lifecycle();
        started.start();
        assertTrue(started.closeFromAnyPhase());
        assertFalse(started.closeFromAnyPhase());
    }

    @Test
    void aTurnHasOneHolderUntilGivenBack() {
        Turn turn = new Turn();
        assertTrue(turn.take());
        assertFalse(turn.take());
        turn.giveBack();
        assertTrue(turn.take());
    }

    @Test
    void aCellLosesNoChangeWhenThreadsCollide() throws Exception {
        Cell<Integer> cell = new Cell<>(0);
        int threads = 4;
        int each = 10_000;
        CountDownLatch done = new CountDownLatch(threads);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < each; i++) {
                    cell.replace(n -> n + 1);
                }
                done.countDown();
            });
            thread.start();
            started.add(thread);
        }
        assertTrue(done.await(20, TimeUnit.SECONDS));
        assertEquals(threads * each, cell.read());
        assertEquals(threads * each, cell.set(-1));
    }
}
