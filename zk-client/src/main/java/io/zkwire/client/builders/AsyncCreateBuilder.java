package io.zkwire.client.builders;

import java.util.concurrent.CompletableFuture;

/** Creates a node: Curator's {@code create()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncCreateBuilder extends CreateOptions<AsyncCreateBuilder> {
    /** Creates {@code path} with empty data; completes with the created path (sequence included). */
    CompletableFuture<String> forPath(String path);

    /** Creates {@code path} with {@code data}; completes with the created path (sequence included). */
    CompletableFuture<String> forPath(String path, byte[] data);
}
