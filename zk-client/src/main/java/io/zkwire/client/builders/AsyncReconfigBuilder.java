// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import java.util.concurrent.CompletableFuture;

/**
 * Changes the ensemble's membership: Curator's {@code reconfig()} builder. Completes exceptionally with the
 * KeeperException the synchronous form would throw.
 */
public interface AsyncReconfigBuilder extends ReconfigOptions<AsyncReconfigBuilder> {

    /** Completes with the new configuration once the ensemble committed the change. */
    CompletableFuture<byte[]> forEnsemble();
}
