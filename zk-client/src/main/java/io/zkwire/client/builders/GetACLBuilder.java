package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import java.util.List;
import io.zkwire.protocol.KeeperException;

/** Reads a node's ACL: Curator's {@code getACL()} builder. */
public interface GetACLBuilder extends GetACLOptions<GetACLBuilder> {

    /** The ACL of {@code path}. */
    List<ACL> forPath(String path) throws KeeperException, InterruptedException;
}
