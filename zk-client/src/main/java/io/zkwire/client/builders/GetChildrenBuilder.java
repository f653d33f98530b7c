package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import io.zkwire.protocol.KeeperException;

/** Lists children: Curator's {@code getChildren()} builder. */
public interface GetChildrenBuilder extends GetChildrenBuilder.Options<GetChildrenBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        /** Receives the node's Stat from the reply. */
        S storingStatIn(AtomicReference<Stat> stat);

        /** Leaves a one-shot watch; it fires once, on the client's event thread. */
        S usingWatcher(Watcher watcher);
    }

    /** Child names, in no particular order. */
    List<String> forPath(String path) throws KeeperException, InterruptedException;
}
