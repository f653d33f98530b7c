package io.zkwire.client.builders;

import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;

/** Writes data: Curator's {@code setData()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncSetDataBuilder extends SetDataOptions<AsyncSetDataBuilder> {
    /** Sets the data of {@code path}; completes with its new Stat. */
    CompletableFuture<Stat> forPath(String path, byte[] data);
}
