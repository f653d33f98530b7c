package io.zkwire.client.builders;

import io.zkwire.client.Watcher;

/**
 * The options {@link ExistsBuilder} and {@link AsyncExistsBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface ExistsOptions<S extends ExistsOptions<S>> {
    /** Leaves a one-shot watch; it fires once, on the client's event thread. */
    S usingWatcher(Watcher watcher);
}
