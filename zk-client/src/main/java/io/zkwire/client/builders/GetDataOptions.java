package io.zkwire.client.builders;

import io.zkwire.client.Watcher;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The options {@link GetDataBuilder} and {@link AsyncGetDataBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface GetDataOptions<S extends GetDataOptions<S>> {
    /** Receives the node's Stat from the reply. */
    S storingStatIn(AtomicReference<Stat> stat);

    /** Leaves a one-shot watch; it fires once, on the client's event thread. */
    S usingWatcher(Watcher watcher);

    /**
     * Returns the data decompressed by the client's {@link io.zkwire.client.CompressionProvider} (gzip unless
     * set); data it cannot decompress fails the call with a {@link io.zkwire.client.CompressionException}
     * naming the path. Default: only with {@link io.zkwire.client.ZkClientBuilder#enableCompression()}.
     */
    S decompressed();

    /** Returns the data as stored, even with {@link io.zkwire.client.ZkClientBuilder#enableCompression()} on. */
    S undecompressed();
}
