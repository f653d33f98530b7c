package io.zkwire.client.builders;

import java.util.concurrent.CompletableFuture;

/** Creates a node: Curator's {@code create()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncCreateBuilder extends CreateOptions<AsyncCreateBuilder> {
    CompletableFuture<String> forPath(String path);

    CompletableFuture<String> forPath(String path, byte[] data);
}
