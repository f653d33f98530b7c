package io.zkwire.client.builders;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.CompletableFuture;

/** Creates a node: Curator's {@code create()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncCreateBuilder extends CreateBuilder.Options<AsyncCreateBuilder> {
    CompletableFuture<String> forPath(String path);

    CompletableFuture<String> forPath(String path, byte[] data);
}
