package io.zkwire.client.builders;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Lists children: Curator's {@code getChildren()} builder. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncGetChildrenBuilder extends GetChildrenOptions<AsyncGetChildrenBuilder> {
    /** Completes with the names of the children of {@code path}, as the server lists them. */
    CompletableFuture<List<String>> forPath(String path);
}
