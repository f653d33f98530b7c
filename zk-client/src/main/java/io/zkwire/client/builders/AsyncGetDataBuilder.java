package io.zkwire.client.builders;

import java.util.concurrent.CompletableFuture;

/** Reads data: Curator's {@code getData()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncGetDataBuilder extends GetDataOptions<AsyncGetDataBuilder> {
    /** Completes with the data of {@code path}. */
    CompletableFuture<byte[]> forPath(String path);
}
