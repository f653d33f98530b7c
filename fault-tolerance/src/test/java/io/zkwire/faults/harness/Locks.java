package io.zkwire.faults.harness;

import io.zkwire.client.ZkClient;
import io.zkwire.faults.harness.Primitive.Role;
import io.zkwire.recipes.locks.Acquisition;
import io.zkwire.recipes.locks.InterProcessMutex;
import io.zkwire.recipes.locks.InterProcessReadWriteLock;
import io.zkwire.recipes.locks.InterProcessSemaphoreV2;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * One client's lock objects, one per recipe under test. Acquisitions are asynchronous ({@link Acquisition}), as
 * they give the holder its lock node, which the fenced write checks.
 */
final class Locks {

    private final InterProcessMutex mutex;
    private final InterProcessReadWriteLock readWrite;
    private final InterProcessSemaphoreV2 semaphore;

    Locks(ZkClient client, LockPaths paths, int maxLeases) {
        mutex = new InterProcessMutex(client, paths.lock(Primitive.MUTEX));
        readWrite = new InterProcessReadWriteLock(client, paths.lock(Primitive.READ_WRITE));
        semaphore = new InterProcessSemaphoreV2(client, paths.lock(Primitive.SEMAPHORE), maxLeases);
    }

    /**
     * Starts an acquisition that gives up after {@code timeout} (empty Optional). Cancelling the returned future
     * abandons the attempt, as cancelling the recipe's own future does.
     */
    CompletableFuture<Optional<Acquisition>> acquire(Role role, Duration timeout) {
        long millis = timeout.toMillis();
        return switch (role) {
            case EXCLUSIVE -> mutex.acquireAsync(millis, TimeUnit.MILLISECONDS);
            case READ -> readWrite.readLock().acquireAsync(millis, TimeUnit.MILLISECONDS);
            case WRITE -> readWrite.writeLock().acquireAsync(millis, TimeUnit.MILLISECONDS);
            case LEASE -> cancellable(semaphore.acquireAsync(millis, TimeUnit.MILLISECONDS));
        };
    }

    /** A lease seen as an Acquisition; cancelling the view cancels the semaphore's own future. */
    private static CompletableFuture<Optional<Acquisition>> cancellable(
            CompletableFuture<? extends Optional<? extends Acquisition>> original) {
        CompletableFuture<Optional<Acquisition>> view = original.thenApply(lease -> lease.map(Acquisition.class::cast));
        view.whenComplete((value, failure) -> {
            if (view.isCancelled()) {
                original.cancel(false);
            }
        });
        return view;
    }
}
