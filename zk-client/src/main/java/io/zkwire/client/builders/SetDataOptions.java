package io.zkwire.client.builders;

/**
 * The options {@link SetDataBuilder} and {@link AsyncSetDataBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface SetDataOptions<S extends SetDataOptions<S>> {
    /** Applies only if the node still has this version (-1, the default, matches any). */
    S withVersion(int version);

    /**
     * Stores the data compressed by the client's {@link io.zkwire.client.CompressionProvider} (gzip unless set).
     * Default: only with {@link io.zkwire.client.ZkClientBuilder#enableCompression()}.
     */
    S compressed();

    /** Stores the data as given, even with {@link io.zkwire.client.ZkClientBuilder#enableCompression()} on. */
    S uncompressed();
}
