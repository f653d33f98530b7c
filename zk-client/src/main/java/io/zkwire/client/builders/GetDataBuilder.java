package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.atomic.AtomicReference;
import io.zkwire.protocol.KeeperException;

/** Reads data: Curator's {@code getData()} builder. */
public interface GetDataBuilder extends GetDataBuilder.Options<GetDataBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        /** Receives the node's Stat from the reply. */
        S storingStatIn(AtomicReference<Stat> stat);

        /** Leaves a one-shot watch; it fires once, on the client's event thread. */
        S usingWatcher(Watcher watcher);
    }

    /** The node's data (null if it was created with null data). */
    byte[] forPath(String path) throws KeeperException, InterruptedException;
}
