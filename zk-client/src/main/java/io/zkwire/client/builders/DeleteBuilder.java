package io.zkwire.client.builders;

import io.zkwire.protocol.KeeperException;

/** Deletes a node: Curator's {@code delete()} builder. */
public interface DeleteBuilder extends DeleteOptions<DeleteBuilder> {

    /** Deletes {@code path}. */
    void forPath(String path) throws KeeperException, InterruptedException;
}
