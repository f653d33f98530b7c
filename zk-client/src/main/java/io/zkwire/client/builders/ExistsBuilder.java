package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.KeeperException;

/** Checks existence: Curator's {@code checkExists()} builder. */
public interface ExistsBuilder extends ExistsBuilder.Options<ExistsBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        /** Leaves a one-shot watch; it fires once, on the client's event thread. */
        S usingWatcher(Watcher watcher);
    }

    /** The node's Stat, or null if it does not exist (a watch is left either way). */
    Stat forPath(String path) throws KeeperException, InterruptedException;
}
