package io.zkwire.client.internal.session;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** Lets threads wait until the session is connected (blockUntilConnected). */
final class ConnectionGate {

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private boolean open;

    void set(boolean connected) {
        lock.lock();
        try {
            open = connected;
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    boolean isOpen() {
        lock.lock();
        try {
            return open;
        } finally {
            lock.unlock();
        }
    }

    /** True once connected; false if {@code time} ran out first. */
    boolean await(long time, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(time);
        lock.lock();
        try {
            while (!open) {
                if (nanos <= 0) {
                    return false;
                }
                nanos = changed.awaitNanos(nanos);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }
}
