package io.zkwire.client.builders;

import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;

/** Replaces a node's ACL: Curator's {@code setACL()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncSetACLBuilder extends SetACLOptions<AsyncSetACLBuilder> {
    /** Sets the ACL of {@code path}; completes with its new Stat. */
    CompletableFuture<Stat> forPath(String path);
}
