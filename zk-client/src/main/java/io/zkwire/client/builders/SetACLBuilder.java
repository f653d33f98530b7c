package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import io.zkwire.protocol.KeeperException;

/** Replaces a node's ACL: Curator's {@code setACL()} builder. */
public interface SetACLBuilder extends SetACLBuilder.Options<SetACLBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        /** Applies only if the node still has this version (-1, the default, matches any). */
        S withVersion(int version);

        S withACL(List<ACL> acl);
    }

    Stat forPath(String path) throws KeeperException, InterruptedException;
}
