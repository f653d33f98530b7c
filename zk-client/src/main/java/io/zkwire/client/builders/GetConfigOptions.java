// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The options {@link GetConfigBuilder} and {@link AsyncGetConfigBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface GetConfigOptions<S extends GetConfigOptions<S>> {

    /** Receives the configuration node's Stat from the reply. */
    S storingStatIn(AtomicReference<Stat> stat);

    /** Leaves a one-shot watch on the configuration node; it fires once, on the client's event thread. */
    S usingWatcher(Watcher watcher);
}
