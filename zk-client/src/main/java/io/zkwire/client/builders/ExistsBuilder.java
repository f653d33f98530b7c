package io.zkwire.client.builders;

import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.KeeperException;

/** Checks existence: Curator's {@code checkExists()} builder. */
public interface ExistsBuilder extends ExistsOptions<ExistsBuilder> {

    /** The node's Stat, or null if it does not exist (a watch is left either way). */
    Stat forPath(String path) throws KeeperException, InterruptedException;
}
