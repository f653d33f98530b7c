package io.zkwire.client.builders;

import io.zkwire.protocol.KeeperException;

/** Reads data: Curator's {@code getData()} builder. */
public interface GetDataBuilder extends GetDataOptions<GetDataBuilder> {

    /** The node's data (null if it was created with null data). */
    byte[] forPath(String path) throws KeeperException, InterruptedException;
}
