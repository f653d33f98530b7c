package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.CompletableFuture;

/** Reads a node's ACL: Curator's {@code getACL()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncGetACLBuilder extends GetACLBuilder.Options<AsyncGetACLBuilder> {
    CompletableFuture<List<ACL>> forPath(String path);
}
