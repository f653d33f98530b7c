package io.zkwire.recipes.locks;

import io.zkwire.recipes.internal.Once;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Curator's {@code Locker}: a lock held for the extent of a try-with-resources block.
 *
 * <pre>{@code
 * try (Locker locker = new Locker(mutex, 2, TimeUnit.SECONDS)) {
 *     // mutex held
 * }
 * }</pre>
 *
 * <p>As in Curator, the timed constructor throws {@link TimeoutException} when the time runs out (so the
 * block never runs without the lock, and nothing is left to release), and {@link #close()} releases
 * exactly once however often it is called. {@link InterProcessLock#locker(long, TimeUnit)} is the same,
 * from the lock.
 */
public class Locker implements AutoCloseable {

    private final InterProcessLock lock;
    private final Once released = new Once();

    /** Acquires, blocking until the lock is available. */
    public Locker(InterProcessLock lock) throws Exception {
        this.lock = lock;
        lock.acquire();
    }

    /**
     * Acquires within the time.
     *
     * @throws TimeoutException if the lock was not acquired in time (nothing is held then)
     */
    public Locker(InterProcessLock lock, long timeout, TimeUnit unit) throws Exception {
        this.lock = lock;
        if (!lock.acquire(timeout, unit)) {
            throw new TimeoutException("Could not acquire lock within timeout of " + unit.toMillis(timeout)
                    + "ms (" + lock + "); nothing is held: retry, or wait longer");
        }
    }

    /** Releases the lock the first time it is called; later calls do nothing. */
    @Override
    public void close() throws Exception {
        if (released.claim()) {
            lock.release();
        }
    }
}
