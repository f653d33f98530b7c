package io.zkwire.client.internal.ops;

import io.zkwire.client.RetryPolicy;
import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.session.Failures;
import io.zkwire.client.internal.session.ZkSession;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.lang.System.Logger.Level;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Runs an operation for the public API. Async: the internal future relayed to the event thread, no
 * retries. Sync: the caller's thread waits (bounded) and retries per the {@link RetryPolicy} on the
 * failures a retry may fix ({@link Code#isRetryable()}; a fresh session follows an expiry), except a
 * request that waited connectionTimeoutMs for a connection in vain: that fails the call
 * (the rule is documented on {@link io.zkwire.client.ZkClient}). Waiting never needs the event thread, so
 * a watcher may call the sync API.
 */
public final class Invoker {

    private static final System.Logger LOG = System.getLogger(Invoker.class.getName());

    private final ZkSession session;
    private final NamespaceNodes namespace;
    private final RetryPolicy retryPolicy;
    private final int connectionTimeoutMs;

    public Invoker(ZkSession session, NamespaceNodes namespace, RetryPolicy retryPolicy, int connectionTimeoutMs) {
        this.session = session;
        this.namespace = namespace;
        this.retryPolicy = retryPolicy;
        this.connectionTimeoutMs = connectionTimeoutMs;
    }

    /** Input errors are thrown at once; everything else completes the future on the event thread. */
    public <T> CompletableFuture<T> async(Supplier<CompletableFuture<T>> operation) {
        ensureUsable();
        namespace.ensure();
        return session.dispatcher().relay(operation.get());
    }

    public <T> T sync(Supplier<CompletableFuture<T>> operation) throws KeeperException, InterruptedException {
        long start = System.nanoTime();
        for (int retries = 0; ; retries++) {
            ensureUsable();
            namespace.ensure();
            try {
                return await(operation.get());
            } catch (KeeperException e) {
                long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                long delayMs = isRetried(e) ? retryPolicy.retryDelayMs(retries, elapsedMs) : -1;
                if (delayMs < 0) {
                    throw e;
                }
                LOG.log(Level.DEBUG, "retry {0} in {1} ms after {2}", retries + 1, delayMs, e.getMessage());
                Thread.sleep(delayMs);
            }
        }
    }

    /** See ZkClient's "How long a synchronous call takes": waiting for a connection in vain is final. */
    private static boolean isRetried(KeeperException e) {
        return e.code().isRetryable() && !Failures.isNoConnection(e);
    }

    private void ensureUsable() {
        if (session.isCloseRequested()) {
            throw Failures.closed();
        }
        if (!session.isStarted()) {
            throw Failures.notStarted();
        }
    }

    /** Waits for the result; failures are rethrown on this thread so the stack trace shows the caller. */
    private <T> T await(CompletableFuture<T> future) throws KeeperException, InterruptedException {
        // An attempt waits at most connectionTimeoutMs for a connection, and once sent is answered or
        // failed within the read timeout (2/3 T); the bound only guards against a bug of ours.
        long boundMs = connectionTimeoutMs + 2L * session.negotiatedTimeoutMs() + 1000;
        try {
            return future.get(boundMs, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            Throwable cause = Futures.unwrap(e);
            if (cause instanceof KeeperException ke) {
                throw here(ke);
            }
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        } catch (TimeoutException e) {
            throw Failures.keeper(Code.OPERATIONTIMEOUT, null, "no result within " + boundMs + " ms");
        }
    }

    /** The same failure, created on the calling thread; the original's reason stays the cause. */
    private static KeeperException here(KeeperException original) {
        KeeperException copy = KeeperException.create(original.rawCode(), original.path()).withDetail(original.detail());
        copy.setResults(original.results());
        copy.initCause(original.getCause() != null ? original.getCause() : original);
        return copy;
    }
}
