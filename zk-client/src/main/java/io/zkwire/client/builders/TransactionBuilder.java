package io.zkwire.client.builders;

import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.records.OpResult;
import java.util.List;
import io.zkwire.protocol.KeeperException;

/** An all-or-nothing multi of creates, deletes, setData and version checks. */
public interface TransactionBuilder extends TransactionBuilder.Options<TransactionBuilder> {

    /** The options shared by the synchronous and the asynchronous builder. */
    interface Options<S extends Options<S>> {
        S create(String path, byte[] data, CreateMode mode);

        S create(String path, byte[] data, CreateMode mode, List<ACL> acl);

        S delete(String path, int version);

        S setData(String path, byte[] data, int version);

        /** Fails the transaction unless the node has this version. */
        S check(String path, int version);
    }

    /**
     * Runs the operations atomically. On failure throws the first failing op's KeeperException with
     * every op's result attached ({@code KeeperException.results()}); nothing was applied.
     */
    List<OpResult> commit() throws KeeperException, InterruptedException;
}
