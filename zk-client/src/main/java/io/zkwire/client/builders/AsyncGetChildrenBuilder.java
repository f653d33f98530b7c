package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.CompletableFuture;

/** Lists children: Curator's {@code getChildren()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncGetChildrenBuilder extends GetChildrenBuilder.Options<AsyncGetChildrenBuilder> {
    CompletableFuture<List<String>> forPath(String path);
}
