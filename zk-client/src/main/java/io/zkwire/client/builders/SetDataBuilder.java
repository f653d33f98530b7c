package io.zkwire.client.builders;

import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.KeeperException;

/** Writes data: Curator's {@code setData()} builder. */
public interface SetDataBuilder extends SetDataBuilder.Options<SetDataBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        /** Applies only if the node still has this version (-1, the default, matches any). */
        S withVersion(int version);
    }

    Stat forPath(String path, byte[] data) throws KeeperException, InterruptedException;
}
