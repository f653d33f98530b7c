package io.zkwire.client.builders;

import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;

/** Checks existence: Curator's {@code checkExists()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncExistsBuilder extends ExistsOptions<AsyncExistsBuilder> {
    /** Completes with null if the node does not exist. */
    CompletableFuture<Stat> forPath(String path);
}
