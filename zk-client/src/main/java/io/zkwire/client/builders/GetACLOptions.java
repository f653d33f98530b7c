package io.zkwire.client.builders;

import io.zkwire.protocol.data.Stat;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The options {@link GetACLBuilder} and {@link AsyncGetACLBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface GetACLOptions<S extends GetACLOptions<S>> {
    /** Receives the node's Stat from the reply. */
    S storingStatIn(AtomicReference<Stat> stat);
}
