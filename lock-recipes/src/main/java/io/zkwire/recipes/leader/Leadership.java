// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import io.zkwire.recipes.internal.Gate;
import io.zkwire.recipes.internal.Lifecycle;
import io.zkwire.recipes.locks.Acquisition;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * What a latch publishes to every thread, in one {@link Gate}: the held lock it leads on, the one its
 * waiters were told of, and whether its close was told. Leading means holding a lock whose lost signal has
 * not been decided, so leadership ends the instant the lock engine decides a loss, before any of the latch's
 * own steps run. Published only by the latch's serial steps; read anywhere.
 */
final class Leadership {

    /** How a wait ended. */
    enum Outcome { LEADER, CLOSED, TIMED_OUT }

    /**
     * @param current   the lock led on, null while not leading
     * @param announced what waiters see: {@code current}, once the latch's listeners heard it
     * @param lastPath  the node this latch last led with
     * @param closeTold the latch's close was told to the listeners on its executor
     */
    private record View(Acquisition current, Acquisition announced, String lastPath, boolean closeTold) {
        boolean announcedAndLeading() {
            return announced != null && announced == current && !announced.isLost();
        }
    }

    private final Gate<View> view = new Gate<>(new View(null, null, null, false));

    /** True while leading on a lock that is not lost. */
    boolean leading() {
        Acquisition lock = view.read().current();
        return lock != null && !lock.isLost();
    }

    /** The node this latch last led with. */
    String lastPath() {
        return view.read().lastPath();
    }

    /**
     * Leads on {@code lock} (null: does not lead) from now on; waiters see it at {@link #announce()}.
     *
     * @return true if this started or ended leadership (the listeners have to hear it)
     */
    boolean leadOn(Acquisition lock) {
        View now = view.read();
        view.publish(new View(lock, now.announced(), lock != null ? lock.nodePath() : now.lastPath(), now.closeTold()));
        return (now.current() != null) != (lock != null);
    }

    /**
     * Wakes the waiters to look at the leadership set last. Run after the listeners on the latch's executor
     * (as Curator's {@code await} returns after its listeners were told).
     */
    void announce() {
        View now = view.read();
        view.publish(new View(now.current(), now.current(), now.lastPath(), now.closeTold()));
    }

    /** Wakes the closing caller: the listeners on the latch's executor have heard the close. */
    void announceClose() {
        View now = view.read();
        view.publish(new View(now.current(), now.announced(), now.lastPath(), true));
    }

    /** Parks until the close was told to the listeners on the latch's executor. */
    void awaitCloseTold() throws InterruptedException {
        view.await(View::closeTold);
    }

    /**
     * Parks until leading, until the {@code latch} is no longer started, or (if {@code timed}) for at most
     * {@code timeoutNanos}.
     */
    Outcome await(Lifecycle latch, long timeoutNanos, boolean timed) throws InterruptedException {
        Outcome[] seen = {Outcome.TIMED_OUT}; // written by the predicate, on this thread only
        Predicate<View> ended = v -> {
            seen[0] = !latch.isStarted() ? Outcome.CLOSED
                    : v.announcedAndLeading() ? Outcome.LEADER : Outcome.TIMED_OUT;
            return seen[0] != Outcome.TIMED_OUT;
        };
        if (timed) {
            return view.await(ended, timeoutNanos, TimeUnit.NANOSECONDS) ? seen[0] : Outcome.TIMED_OUT;
        }
        view.await(ended);
        return seen[0];
    }
}
