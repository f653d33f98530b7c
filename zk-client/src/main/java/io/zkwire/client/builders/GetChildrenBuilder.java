package io.zkwire.client.builders;

import java.util.List;
import io.zkwire.protocol.KeeperException;

/** Lists children: Curator's {@code getChildren()} builder. */
public interface GetChildrenBuilder extends GetChildrenOptions<GetChildrenBuilder> {

    /** Child names, in no particular order. */
    List<String> forPath(String path) throws KeeperException, InterruptedException;
}
