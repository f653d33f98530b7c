package io.zkwire.client.builders;

/**
 * The options {@link DeleteBuilder} and {@link AsyncDeleteBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface DeleteOptions<S extends DeleteOptions<S>> {
    /** Applies only if the node still has this version (-1, the default, matches any). */
    S withVersion(int version);

    /** Deletes the whole subtree first (not atomic: concurrent creates may make it fail). */
    S deletingChildrenIfNeeded();

    /** A missing node is not an error. */
    S quietly();

    /**
     * Curator's {@code guaranteed()}: if the delete fails in a way a retry may fix (ConnectionLoss,
     * OperationTimeout, SessionMoved, SessionExpired), the failure is reported as usual and the same delete
     * (version included) is tried again in the background, across reconnects, until the node is gone, a
     * failure no retry fixes comes (logged as a WARNING), or the client is closed; {@link
     * io.zkwire.client.ZkClient#close()} first waits, at most connectionTimeoutMs, for such deletes still under
     * way. Use it for nodes that must not outlive their purpose, such as a lock node whose session lives on.
     */
    S guaranteed();
}
