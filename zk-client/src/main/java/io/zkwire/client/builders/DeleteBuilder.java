package io.zkwire.client.builders;

import io.zkwire.protocol.KeeperException;

/** Deletes a node: Curator's {@code delete()} builder. */
public interface DeleteBuilder extends DeleteOptions<DeleteBuilder> {

    void forPath(String path) throws KeeperException, InterruptedException;
}
