package io.zkwire.client.builders;

import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.KeeperException;

/** Writes data: Curator's {@code setData()} builder. */
public interface SetDataBuilder extends SetDataOptions<SetDataBuilder> {

    /** Sets the data of {@code path}; returns its new Stat. */
    Stat forPath(String path, byte[] data) throws KeeperException, InterruptedException;
}
