package io.zkwire.client.builders;

import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpResult;
import java.util.List;

/** An all-or-nothing multi of creates, deletes, setData and version checks. */
public interface TransactionBuilder extends TransactionOptions<TransactionBuilder> {

    /**
     * Runs the operations atomically. On failure throws the first failing op's KeeperException with
     * every op's result attached ({@code KeeperException.results()}); nothing was applied.
     */
    List<OpResult> commit() throws KeeperException, InterruptedException;
}
