// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import io.zkwire.protocol.KeeperException;

/**
 * Reads the ensemble's configuration, {@code /zookeeper/config} outside any chroot or namespace: Curator's
 * {@code getConfig()} builder. A watcher hears of every committed reconfiguration.
 */
public interface GetConfigBuilder extends GetConfigOptions<GetConfigBuilder> {

    /**
     * The configuration as the server holds it: one {@code server.N=...} line per member and a
     * {@code version=...} line; empty from a standalone server.
     */
    byte[] forEnsemble() throws KeeperException, InterruptedException;
}
