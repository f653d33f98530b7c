// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import io.zkwire.client.ZkClient;
import io.zkwire.client.builders.AsyncCreateBuilder;
import io.zkwire.protocol.CreateMode;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import java.util.concurrent.CompletableFuture;

/**
 * The creates of one {@link PersistentNode}, as Curator sends them: the first with the mode and protection
 * asked for, a recreation at the actual path in the mode's plain form. Runs on the caller's thread.
 */
record NodeCreates(ZkClient client, CreateMode mode, boolean useProtection, long ttl, boolean useParentCreation) {

    /** The first create, at the base path (the client's protected create if asked for). */
    CompletableFuture<String> createFirst(String basePath, byte[] data) {
        return ReplyFailures.failedFutureIfThrows(() -> options(useProtection).withMode(mode).forPath(basePath, data));
    }

    /** A recreation at the actual path: no sequence, no new protection prefix, so a repeat meets NodeExists. */
    CompletableFuture<String> createAgain(String actualPath, byte[] data) {
        return ReplyFailures.failedFutureIfThrows(() -> options(false).withMode(plainMode()).forPath(actualPath, data));
    }

    private AsyncCreateBuilder options(boolean protect) {
        AsyncCreateBuilder create = client.async().create();
        if (mode.isTtl()) {
            create = create.withTtl(ttl);
        }
        if (useParentCreation) {
            create = create.creatingParentContainersIfNeeded();
        }
        return protect ? create.withProtection() : create;
    }

    private CreateMode plainMode() {
        return switch (mode) {
            case EPHEMERAL_SEQUENTIAL -> CreateMode.EPHEMERAL;
            case PERSISTENT_SEQUENTIAL -> CreateMode.PERSISTENT;
            case PERSISTENT_SEQUENTIAL_WITH_TTL -> CreateMode.PERSISTENT_WITH_TTL;
            default -> mode;
        };
    }
}
