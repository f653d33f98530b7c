// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ops;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The guaranteed deletes whose outcome is not settled yet (first attempt unanswered, or being retried in the
 * background), so that close() can wait for them. Registering and settling cost a set insertion and removal;
 * only a waiting close() is signalled. Any thread.
 */
public final class DeletesUnderWay {

    /** One guaranteed delete, from its first attempt until the node is gone or the delete is given up. */
    public static final class Ticket {
        final String path;

        private Ticket(String path) {
            this.path = path;
        }
    }

    private final Set<Ticket> underWay = ConcurrentHashMap.newKeySet();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition emptied = lock.newCondition();
    private volatile boolean awaited;

    Ticket begin(String path) {
        Ticket ticket = new Ticket(path);
        underWay.add(ticket);
        return ticket;
    }

    void settled(Ticket ticket) {
        if (underWay.remove(ticket) && awaited && underWay.isEmpty()) {
            lock.lock();
            try {
                emptied.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    boolean isEmpty() {
        return underWay.isEmpty();
    }

    /** Waits until none is under way, at most {@code timeoutMs}; returns the paths still under way then. */
    List<String> await(long timeoutMs) throws InterruptedException {
        if (underWay.isEmpty()) {
            return List.of();
        }
        long nanos = TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        lock.lock();
        try {
            awaited = true;
            while (!underWay.isEmpty() && nanos > 0) {
                nanos = emptied.awaitNanos(nanos);
            }
        } finally {
            lock.unlock();
        }
        return underWay.stream().map(t -> t.path).sorted().toList();
    }
}
