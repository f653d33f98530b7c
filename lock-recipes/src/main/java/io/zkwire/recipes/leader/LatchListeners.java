// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.leader;

import io.zkwire.recipes.internal.SerialExecutor;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;

/**
 * A latch's listeners, each with its executor. Each remembers whether it was told {@code isLeader}, so that
 * it only hears of a leadership it could act on: an {@code isLeader} that reaches a busy executor after the
 * leadership ended is dropped, and so is the {@code notLeader} that ends it. Tasks run on the listeners'
 * executors (the deciding thread for {@code Runnable::run}), one at a time and in order for each listener,
 * even on an executor of many threads.
 */
final class LatchListeners {

    private static final System.Logger LOG = System.getLogger(LatchListeners.class.getName());

    private final class Registration {
        final LeaderLatchListener listener;
        final Executor executor;
        private boolean toldLeader; // touched only by this registration's serial tasks, one after another

        Registration(LeaderLatchListener listener, Executor executor) {
            this.listener = listener;
            this.executor = SerialExecutor.onto(executor); // one call at a time, in order, on any executor
        }

        void tell(boolean isLeader) {
            executor.execute(() -> {
                if (isLeader && latch.hasLeadership() && !toldLeader) {
                    toldLeader = true;
                    call(listener, true);
                } else if (!isLeader && toldLeader) {
                    toldLeader = false;
                    call(listener, false);
                }
            });
        }
    }

    /** The latch the listeners hear of; asked when an {@code isLeader} is about to be told. */
    interface Latch {
        /** Whether the latch leads now. */
        boolean hasLeadership();
    }

    private final List<Registration> registrations = new CopyOnWriteArrayList<>();
    private final Latch latch;

    LatchListeners(Latch latch) {
        this.latch = latch;
    }

    void add(LeaderLatchListener listener, Executor executor) {
        registrations.add(new Registration(Objects.requireNonNull(listener, "listener"),
                Objects.requireNonNull(executor, "executor")));
    }

    void remove(LeaderLatchListener listener) {
        registrations.removeIf(r -> r.listener == listener);
    }

    void clear() {
        registrations.clear();
    }

    /** Hands the change to every listener's executor, in the order of the calls. */
    void tell(boolean isLeader) {
        for (Registration r : registrations) {
            r.tell(isLeader);
        }
    }

    private static void call(LeaderLatchListener listener, boolean isLeader) {
        try {
            if (isLeader) {
                listener.isLeader();
            } else {
                listener.notLeader();
            }
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "LeaderLatchListener failed", e);
        }
    }
}
