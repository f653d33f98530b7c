package io.zkwire.recipes.locks;

import io.zkwire.client.ZkClient;
import java.util.concurrent.TimeUnit;
import io.zkwire.recipes.internal.Snapshot;

/**
 * Curator's {@code InterProcessSemaphoreMutex}: a NON re-entrant mutex across JVMs, built on a 1-lease
 * {@link InterProcessSemaphoreV2} (same nodes as Curator's). It is not tied to a thread: any thread may
 * release it. Releasing when not acquired throws IllegalStateException, as Curator ("Not acquired"),
 * naming the path.
 */
public class InterProcessSemaphoreMutex implements InterProcessLock {

    private final String path;
    private final InterProcessSemaphoreV2 semaphore;
    private final Snapshot<Lease> lease = new Snapshot<>(null);

    /** A non-reentrant mutex on {@code path}: a one-lease {@link InterProcessSemaphoreV2}, as in Curator. */
    public InterProcessSemaphoreMutex(ZkClient client, String path) {
        this.path = path;
        this.semaphore = new InterProcessSemaphoreV2(client, path, 1);
    }

    @Override
    public void acquire() throws Exception {
        lease.publish(semaphore.acquire());
    }

    @Override
    public boolean acquire(long time, TimeUnit unit) throws Exception {
        Lease acquired = semaphore.acquire(time, unit);
        if (acquired == null) {
            return false; // keep a lease held from an earlier acquire
        }
        lease.publish(acquired);
        return true;
    }

    @Override
    public void release() throws Exception {
        Lease held = lease.read();
        if (held == null) {
            throw new IllegalStateException("Not acquired: " + path);
        }
        lease.publish(null); // as Curator; a lease closed twice is returned once
        held.close();
    }

    @Override
    public boolean isAcquiredInThisProcess() {
        return lease.read() != null;
    }

    /** The current lease (fencing token, lost signal), or null if not acquired. */
    public Lease lease() {
        return lease.read();
    }
}
