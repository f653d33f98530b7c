// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import java.util.concurrent.CompletableFuture;

/**
 * Reads the ensemble's configuration: Curator's {@code getConfig()} builder. Completes exceptionally with the
 * KeeperException the synchronous form would throw.
 */
public interface AsyncGetConfigBuilder extends GetConfigOptions<AsyncGetConfigBuilder> {

    /** Completes with the configuration, as {@link GetConfigBuilder#forEnsemble()} returns it. */
    CompletableFuture<byte[]> forEnsemble();
}
