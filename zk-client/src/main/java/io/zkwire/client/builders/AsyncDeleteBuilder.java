package io.zkwire.client.builders;

import java.util.concurrent.CompletableFuture;

/** Deletes a node: Curator's {@code delete()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncDeleteBuilder extends DeleteOptions<AsyncDeleteBuilder> {
    /** Deletes {@code path}; completes when the server has. */
    CompletableFuture<Void> forPath(String path);
}
