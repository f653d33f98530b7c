package io.zkwire.client.builders;


import io.zkwire.protocol.KeeperException;

/** Deletes a node: Curator's {@code delete()} builder. */
public interface DeleteBuilder extends DeleteBuilder.Options<DeleteBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        /** Applies only if the node still has this version (-1, the default, matches any). */
        S withVersion(int version);

        /** Deletes the whole subtree first (not atomic: concurrent creates may make it fail). */
        S deletingChildrenIfNeeded();

        /** A missing node is not an error. */
        S quietly();
    }

    void forPath(String path) throws KeeperException, InterruptedException;
}
