package io.zkwire.client.builders;

import io.zkwire.protocol.OpResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** An all-or-nothing multi of creates, deletes, setData and version checks. Completes exceptionally with the KeeperException the synchronous form would throw. */
public interface AsyncTransactionBuilder extends TransactionOptions<AsyncTransactionBuilder> {
    /** Sends the operations as one multi; completes with a result per operation, or fails as a whole. */
    CompletableFuture<List<OpResult>> commit();
}
