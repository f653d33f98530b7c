package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.KeeperException;

/** Replaces a node's ACL: Curator's {@code setACL()} builder. */
public interface SetACLBuilder extends SetACLOptions<SetACLBuilder> {

    /** Sets the ACL of {@code path}; returns its new Stat. */
    Stat forPath(String path) throws KeeperException, InterruptedException;
}
