// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Changes the ensemble's membership: Curator's {@code reconfig()} builder. Either incremental
 * ({@link #joining}, {@link #leaving}) or bulk ({@link #withNewMembers}); the servers must run with
 * {@code reconfigEnabled=true}, and the caller needs the rights to write {@code /zookeeper/config}.
 */
public interface ReconfigBuilder {

    /** Servers to add or change, each as a {@code server.N=host:quorumPort:electionPort[:role];[host:]clientPort} line. */
    ReconfigBuilder joining(List<String> servers);

    /** As {@link #joining(List)}. */
    default ReconfigBuilder joining(String... servers) {
        return joining(List.of(servers));
    }

    /** Ids of servers to remove. */
    ReconfigBuilder leaving(List<String> serverIds);

    /** As {@link #leaving(List)}. */
    default ReconfigBuilder leaving(String... serverIds) {
        return leaving(List.of(serverIds));
    }

    /** The whole new membership, as {@code server.N=...} lines (no joining or leaving with it). */
    ReconfigBuilder withNewMembers(List<String> servers);

    /** Applies only if the current configuration's version is {@code version} (-1: any, the default). */
    ReconfigBuilder fromConfig(long version);

    /** Where to store the configuration node's Stat after the change. */
    ReconfigBuilder storingStatIn(AtomicReference<Stat> stat);

    /**
     * Proposes the change and waits until the ensemble committed it.
     *
     * @return the new configuration, as {@link GetConfigBuilder#forEnsemble()} would read it
     */
    byte[] forEnsemble() throws KeeperException, InterruptedException;
}
