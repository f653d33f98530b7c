package io.zkwire.recipes.locks;

import java.util.concurrent.TimeUnit;

/**
 * Curator's {@code InterProcessLock}: the blocking lock interface shared by zkwire's mutexes, semaphore
 * mutex, read and write locks and multi-lock. Depending on the implementation, {@link #release()} may
 * throw if the current thread does not own the lock.
 */
public interface InterProcessLock {

    /** Acquires, blocking until available. Each call must be balanced by a {@link #release()}. */
    void acquire() throws Exception;

    /**
     * Acquires, blocking until available or the time runs out; a node created for a failed attempt is
     * deleted.
     *
     * @return true if acquired (then balance it with {@link #release()}), false if the time ran out
     */
    boolean acquire(long time, TimeUnit unit) throws Exception;

    /**
     * Performs one release. When it gives a lock node up, it returns once the node's delete is sent, not
     * when the server has answered it (Curator waits for the answer): every later request of the same
     * client is handled after the delete, since a server answers a session's requests in order, so a
     * following acquire through the same client cannot see the old node; another session may still see
     * it for that round trip, exactly as if the release had not happened yet, and gets the lock only after
     * the delete. ReplyFailures are retried in the background (guaranteed delete). While the client is
     * disconnected it waits for the delete's answer instead (connectionTimeoutMs for a connection, as a
     * synchronous call) and throws the delete's ConnectionLoss, saying so, if the delete was not confirmed;
     * the lock is released here either way and {@code ZkClient.close()} waits for the delete still under way.
     */
    void release() throws Exception;

    /** True if the lock is held by a thread (or an asynchronous acquisition) in this JVM. */
    boolean isAcquiredInThisProcess();

    /** A {@link Locker} on this lock, blocking until acquired: {@code try (Locker l = lock.locker()) {..}}. */
    default Locker locker() throws Exception {
        return new Locker(this);
    }

    /**
     * A {@link Locker} on this lock, acquired within the time.
     *
     * @throws java.util.concurrent.TimeoutException if the time ran out (nothing is held then)
     */
    default Locker locker(long time, TimeUnit unit) throws Exception {
        return new Locker(this, time, unit);
    }
}
