// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Reads the ensemble's configuration, {@code /zookeeper/config} outside any chroot or namespace: Curator's
 * {@code getConfig()} builder. A watcher hears of every committed reconfiguration.
 */
public interface GetConfigBuilder {

    /** Receives the configuration node's Stat from the reply. */
    GetConfigBuilder storingStatIn(AtomicReference<Stat> stat);

    /** Leaves a one-shot watch on the configuration node; it fires once, on the client's event thread. */
    GetConfigBuilder usingWatcher(Watcher watcher);

    /**
     * The configuration as the server holds it: one {@code server.N=...} line per member and a
     * {@code version=...} line; empty from a standalone server.
     */
    byte[] forEnsemble() throws KeeperException, InterruptedException;
}
