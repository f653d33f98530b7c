package io.zkwire.client.builders;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.ACL;
import java.util.List;

/**
 * The options {@link TransactionBuilder} and {@link AsyncTransactionBuilder} share; each returns the builder
 * ({@code S}) for chaining.
 */
public interface TransactionOptions<S extends TransactionOptions<S>> {
    S create(String path, byte[] data, CreateMode mode);

    S create(String path, byte[] data, CreateMode mode, List<ACL> acl);

    S delete(String path, int version);

    S setData(String path, byte[] data, int version);

    /** Fails the transaction unless the node has this version. */
    S check(String path, int version);
}
