package io.zkwire.client.builders;

import io.zkwire.protocol.KeeperException;

/** Creates a node: Curator's {@code create()} builder. */
public interface CreateBuilder extends CreateOptions<CreateBuilder> {

    /** Creates with empty data; returns the created path (with sequence suffix, namespace stripped). */
    String forPath(String path) throws KeeperException, InterruptedException;

    /** Creates {@code path} with {@code data}; returns the created path (sequence included). */
    String forPath(String path, byte[] data) throws KeeperException, InterruptedException;
}
