// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.atomic;

import io.zkwire.client.RetryPolicy;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.locks.InterProcessMutex;
import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Curator's {@code DistributedAtomicValue}: bytes in one persistent node, changed by compare-and-set on the
 * node's data version. An operation reads the value, computes the next one and writes it only if the version
 * is unchanged; if another process wrote first it tries again per the retry policy, then, if a
 * {@link PromotedToLock} is given, once more under an {@code InterProcessMutex} at its path.
 *
 * <p>Safer than Curator: a write whose reply is lost is not sent again (a second write of an increment could
 * count twice); the call throws {@link AtomicOutcomeUnknownException} instead.
 */
public class DistributedAtomicValue {

    private final ZkClient client;
    private final String path;
    private final RetryPolicy retryPolicy;
    private final PromotedToLock promotedToLock;
    private final InterProcessMutex mutex;

    /** The value at {@code path}; {@code retryPolicy} paces the compare-and-set attempts. */
    public DistributedAtomicValue(ZkClient client, String path, RetryPolicy retryPolicy) {
        this(client, path, retryPolicy, null);
    }

    /** As above, promoted to a lock after the optimistic attempts fail (if {@code promotedToLock} is not null). */
    public DistributedAtomicValue(ZkClient client, String path, RetryPolicy retryPolicy,
            PromotedToLock promotedToLock) {
        this.client = Objects.requireNonNull(client, "client cannot be null");
        this.path = ZPaths.validate(path);
        this.retryPolicy = Objects.requireNonNull(retryPolicy, "retryPolicy cannot be null");
        this.promotedToLock = promotedToLock;
        this.mutex = promotedToLock != null ? new InterProcessMutex(client, promotedToLock.getPath()) : null;
    }

    /** The value now (pre and post value; null if the node does not exist). */
    public AtomicValue<byte[]> get() throws Exception {
        byte[] bytes = read().bytes();
        return new MutableAtomicValue<>(bytes, bytes, true);
    }

    /** Writes {@code newValue} whatever the value is, creating the node if needed. */
    public void forceSet(byte[] newValue) throws Exception {
        try {
            client.setData().forPath(path, newValue);
        } catch (KeeperException.NoNodeException missing) {
            try {
                client.create().creatingParentContainersIfNeeded().forPath(path, newValue);
            } catch (KeeperException.NodeExistsException createdMeanwhile) {
                client.setData().forPath(path, newValue);
            }
        }
    }

    /** One attempt: writes {@code newValue} if the node exists and holds {@code expectedValue}. */
    public AtomicValue<byte[]> compareAndSet(byte[] expectedValue, byte[] newValue) throws Exception {
        Current current = read();
        MutableAtomicValue<byte[]> result = new MutableAtomicValue<>(current.bytes(), null, false);
        if (current.exists() && Arrays.equals(expectedValue, current.bytes()) && write(current, newValue)) {
            result.succeeded = true;
            result.postValue = newValue.clone();
        }
        return result;
    }

    /** Writes {@code newValue} whatever the value is, within the retry policy (and the lock, if promoted). */
    public AtomicValue<byte[]> trySet(byte[] newValue) throws Exception {
        byte[] copy = newValue.clone();
        return trySet(previous -> copy);
    }

    /** Creates the node with {@code value} unless it exists. @return whether this call created it */
    public boolean initialize(byte[] value) throws Exception {
        return write(Current.MISSING, value);
    }

    AtomicValue<byte[]> trySet(MakeValue makeValue) throws Exception {
        MutableAtomicValue<byte[]> result = new MutableAtomicValue<>(null, null, false);
        tryOptimistic(result, makeValue);
        if (!result.succeeded && mutex != null) {
            tryWithMutex(result, makeValue);
        }
        return result;
    }

    RuntimeException createCorruptionException(byte[] bytes) {
        StringBuilder hex = new StringBuilder();
        for (byte b : bytes) {
            hex.append(hex.length() == 0 ? "" : ", ").append("0x").append(Integer.toHexString(b & 0xff));
        }
        return new IllegalStateException(String.format("Corrupted data for node \"%s\": [%s]: it does not hold"
                + " a number in Curator's format (big-endian); forceSet() a value to repair it", path, hex));
    }

    private void tryOptimistic(MutableAtomicValue<byte[]> result, MakeValue makeValue) throws Exception {
        long start = System.nanoTime();
        retryUntilWritten(result, makeValue, retryPolicy, result.stats::incrementOptimisticTries, start);
        result.stats.setOptimisticTimeMs(elapsedMs(start));
    }

    private void tryWithMutex(MutableAtomicValue<byte[]> result, MakeValue makeValue) throws Exception {
        long start = System.nanoTime();
        if (acquireMutex()) {
            try {
                retryUntilWritten(result, makeValue, promotedToLock.getRetryPolicy(),
                        result.stats::incrementPromotedTries, start);
            } finally {
                mutex.release();
            }
        }
        result.stats.setPromotedTimeMs(elapsedMs(start));
    }

    /** Tries the write until it succeeds or {@code policy} gives up; {@code countTry} runs before each try. */
    private void retryUntilWritten(MutableAtomicValue<byte[]> result, MakeValue makeValue, RetryPolicy policy,
            Runnable countTry, long start) throws Exception {
        int retries = 0;
        do {
            countTry.run();
            if (tryOnce(result, makeValue)) {
                result.succeeded = true;
                return;
            }
        } while (pauseBeforeRetry(policy, retries++, start));
    }

    private boolean acquireMutex() throws Exception {
        if (!promotedToLock.hasTimeout()) {
            mutex.acquire();
            return true;
        }
        return mutex.acquire(promotedToLock.getMaxLockTime(), promotedToLock.getMaxLockTimeUnit());
    }

    private boolean tryOnce(MutableAtomicValue<byte[]> result, MakeValue makeValue) throws Exception {
        Current current = read();
        result.preValue = current.bytes();
        byte[] next = makeValue.makeFrom(current.bytes());
        if (!write(current, next)) {
            return false;
        }
        result.postValue = next.clone();
        return true;
    }

    /** The value and its version; {@link Current#MISSING} if there is no node. */
    private Current read() throws Exception {
        AtomicReference<Stat> stat = new AtomicReference<>();
        try {
            byte[] bytes = client.getData().storingStatIn(stat).forPath(path);
            return new Current(bytes, stat.get().version());
        } catch (KeeperException.NoNodeException missing) {
            return Current.MISSING;
        }
    }

    /**
     * One compare-and-set, sent once: false if another writer came first.
     *
     * @throws AtomicOutcomeUnknownException if the reply was lost
     */
    private boolean write(Current current, byte[] next) throws Exception {
        CompletableFuture<?> write = current.exists()
                ? ReplyFailures.failedFutureIfThrows(() -> client.async().setData().withVersion(current.version()).forPath(path, next))
                : ReplyFailures.failedFutureIfThrows(() -> client.async().create().creatingParentContainersIfNeeded().forPath(path, next));
        try {
            write.get();
            return true;
        } catch (ExecutionException e) {
            Throwable cause = ReplyFailures.unwrap(e);
            KeeperException.Code code = KeeperException.codeOf(cause);
            if (code == KeeperException.Code.NODEEXISTS || code == KeeperException.Code.BADVERSION
                    || code == KeeperException.Code.NONODE) {
                return false;
            }
            if (KeeperException.isRetryable(cause)) {
                throw new AtomicOutcomeUnknownException(path, cause);
            }
            throw cause instanceof Exception exception ? exception : e;
        }
    }

    private static boolean pauseBeforeRetry(RetryPolicy policy, int retries, long startNanos)
            throws InterruptedException {
        long delayMs = policy.retryDelayMs(retries, elapsedMs(startNanos));
        if (delayMs < 0) {
            return false;
        }
        TimeUnit.MILLISECONDS.sleep(delayMs); // the retry policy's back-off between attempts
        return true;
    }

    private static long elapsedMs(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }

    /** The node's bytes and data version as read; a version of -1 means no node. */
    private record Current(byte[] bytes, int version) {
        static final Current MISSING = new Current(null, -1);

        boolean exists() {
            return version >= 0;
        }
    }
}
