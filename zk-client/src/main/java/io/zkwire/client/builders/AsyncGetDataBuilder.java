package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.CompletableFuture;

/** Reads data: Curator's {@code getData()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncGetDataBuilder extends GetDataBuilder.Options<AsyncGetDataBuilder> {
    CompletableFuture<byte[]> forPath(String path);
}
