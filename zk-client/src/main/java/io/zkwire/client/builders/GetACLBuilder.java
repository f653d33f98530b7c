package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import io.zkwire.protocol.KeeperException;

/** Reads a node's ACL: Curator's {@code getACL()} builder. */
public interface GetACLBuilder extends GetACLBuilder.Options<GetACLBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        /** Receives the node's Stat from the reply. */
        S storingStatIn(AtomicReference<Stat> stat);
    }

    List<ACL> forPath(String path) throws KeeperException, InterruptedException;
}
