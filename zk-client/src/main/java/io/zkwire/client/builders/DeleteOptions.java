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
}
