package io.zkwire.client.internal;

import io.zkwire.client.ReadOp;
import io.zkwire.protocol.records.OpResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** multi (14) and multiRead (22). */
public final class MultiOperations {

    private final Operations ops;

    public MultiOperations(Operations ops) {
        this.ops = ops;
    }

    public CompletableFuture<List<OpResult>> commit(List<TxnOp> txn) {
        throw new UnsupportedOperationException("transactions arrive with zk-protocol's multi records");
    }

    public CompletableFuture<List<OpResult>> read(List<ReadOp> reads) {
        throw new UnsupportedOperationException("multiRead arrives with zk-protocol's multi records");
    }
}
