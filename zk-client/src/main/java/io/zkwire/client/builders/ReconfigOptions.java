// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The options {@link ReconfigBuilder} and {@link AsyncReconfigBuilder} share; each returns the builder
 * ({@code S}) for chaining. Either incremental ({@link #joining}, {@link #leaving}) or bulk
 * ({@link #withNewMembers}).
 */
public interface ReconfigOptions<S extends ReconfigOptions<S>> {

    /**
     * Servers to add or change, each as a {@code server.N=host:quorumPort:electionPort[:role];[host:]clientPort}
     * line.
     */
    S joining(List<String> servers);

    /** As {@link #joining(List)}. */
    default S joining(String... servers) {
        return joining(List.of(servers));
    }

    /** Ids of servers to remove. */
    S leaving(List<String> serverIds);

    /** As {@link #leaving(List)}. */
    default S leaving(String... serverIds) {
        return leaving(List.of(serverIds));
    }

    /** The whole new membership, as {@code server.N=...} lines (no joining or leaving with it). */
    S withNewMembers(List<String> servers);

    /** Applies only if the current configuration's version is {@code version} (-1: any, the default). */
    S fromConfig(long version);

    /** Where to store the configuration node's Stat after the change. */
    S storingStatIn(AtomicReference<Stat> stat);
}
