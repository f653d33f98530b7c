package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Reads a node's ACL: Curator's {@code getACL()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncGetACLBuilder extends GetACLOptions<AsyncGetACLBuilder> {
    /** Completes with the ACL of {@code path}. */
    CompletableFuture<List<ACL>> forPath(String path);
}
