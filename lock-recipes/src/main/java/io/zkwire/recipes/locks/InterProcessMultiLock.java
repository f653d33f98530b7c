package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.Deadline;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code InterProcessMultiLock}: several locks used as one. Acquiring takes them in list order,
 * all or nothing: if one fails or times out, those already taken are released in reverse order. Unlike
 * Curator (which gives each lock the full time), a timed acquire has one deadline for all the locks.
 * Release goes in reverse order and releases every lock even if some fail (the first failure is thrown,
 * the others attached as suppressed).
 */
public class InterProcessMultiLock implements InterProcessLock {

    private final List<InterProcessLock> locks;

    /** A multi-lock of {@link InterProcessMutex}es, taken in the order of {@code paths}. */
    public InterProcessMultiLock(ZkClient client, List<String> paths) {
        this(paths.stream().<InterProcessLock>map(path -> new InterProcessMutex(client, path)).toList());
    }

    /** A multi-lock of any locks, taken in list order and released in reverse; all or none are held. */
    public InterProcessMultiLock(List<InterProcessLock> locks) {
        this.locks = List.copyOf(locks);
    }

    @Override
    public void acquire() throws Exception {
        acquireAll(Deadline.NONE);
    }

    @Override
    public boolean acquire(long time, TimeUnit unit) throws Exception {
        return acquireAll(Deadline.after(time, unit));
    }

    @Override
    public void release() throws Exception {
        releaseInReverse(locks);
    }

    /** True only if every lock is held in this process. */
    @Override
    public boolean isAcquiredInThisProcess() {
        return locks.stream().allMatch(InterProcessLock::isAcquiredInThisProcess);
    }

    private boolean acquireAll(Deadline deadline) throws Exception {
        List<InterProcessLock> acquired = new ArrayList<>();
        try {
            for (InterProcessLock lock : locks) {
                if (!acquireOne(lock, deadline)) {
                    releaseQuietly(acquired);
                    return false;
                }
                acquired.add(lock);
            }
            return true;
        } catch (Exception | Error e) {
            releaseQuietly(acquired);
            throw e;
        }
    }

    /** Acquires one lock with what is left of the deadline; false if it ran out. */
    private static boolean acquireOne(InterProcessLock lock, Deadline deadline) throws Exception {
        if (!deadline.bounded()) {
            lock.acquire();
            return true;
        }
        return lock.acquire(Math.max(0, deadline.remainingNanos()), TimeUnit.NANOSECONDS);
    }

    private static void releaseQuietly(List<InterProcessLock> acquired) {
        try {
            releaseInReverse(acquired);
        } catch (Exception ignored) {
            // the acquire's own failure (or timeout) is what the caller needs to see
        }
    }

    private static void releaseInReverse(List<InterProcessLock> toRelease) throws Exception {
        Exception first = null;
        for (int i = toRelease.size() - 1; i >= 0; i--) {
            try {
                toRelease.get(i).release();
            } catch (Exception e) {
                if (first == null) {
                    first = e;
                } else {
                    first.addSuppressed(e);
                }
            }
        }
        if (first != null) {
            throw first;
        }
    }
}
