package io.zkwire.client.builders;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.ACL;
import java.util.List;

/**
 * The options {@link TransactionBuilder} and {@link AsyncTransactionBuilder} share; each returns the builder
 * ({@code S}) for chaining. With {@link io.zkwire.client.ZkClientBuilder#enableCompression()} the data of
 * creates and setData is compressed, as in Curator's transactions.
 */
public interface TransactionOptions<S extends TransactionOptions<S>> {
    /** Adds a create with the ACL provider's ACL. */
    S create(String path, byte[] data, CreateMode mode);

    /** Adds a create with {@code acl}. */
    S create(String path, byte[] data, CreateMode mode, List<ACL> acl);

    /** Adds a delete at {@code version} ({@code -1}: any). */
    S delete(String path, int version);

    /** Adds a setData at {@code version} ({@code -1}: any). */
    S setData(String path, byte[] data, int version);

    /** Fails the transaction unless the node has this version. */
    S check(String path, int version);
}
