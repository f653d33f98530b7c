package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncTransactionBuilder;
import io.zkwire.client.builders.TransactionBuilder;
import io.zkwire.client.builders.TransactionOptions;
import io.zkwire.client.internal.common.Paths;
import io.zkwire.client.internal.ops.TxnOp;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.OpResult;
import io.zkwire.protocol.data.ACL;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/** transaction(): collects ops (checked as they are added), then a sync or an async {@code commit}. */
public final class TransactionBuilders {

    private TransactionBuilders() {
    }

    abstract static class Spec<S extends TransactionOptions<S>> implements TransactionOptions<S> {
        final ClientCore core;
        private final List<TxnOp> ops = new ArrayList<>();

        Spec(ClientCore core) {
            this.core = core;
        }

        abstract S self();

        @Override
        public S create(String path, byte[] data, CreateMode mode) {
            return create(path, data, mode, null);
        }

        @Override
        public S create(String path, byte[] data, CreateMode mode, List<ACL> acl) {
            Objects.requireNonNull(mode, "mode");
            if (mode.isTtl()) {
                throw new IllegalArgumentException("TTL modes need a TTL, which transactions do not take; create "
                        + path + " with create().withTtl(...) instead");
            }
            return add(new TxnOp.Create(path, stored(path, data), mode, acl == null ? null : List.copyOf(acl)),
                    mode.isSequential());
        }

        @Override
        public S delete(String path, int version) {
            return add(new TxnOp.Delete(path, version), false);
        }

        @Override
        public S setData(String path, byte[] data, int version) {
            return add(new TxnOp.SetData(path, stored(path, data), version), false);
        }

        @Override
        public S check(String path, int version) {
            return add(new TxnOp.Check(path, version), false);
        }

        /** As Curator's transaction ops: compressed when {@code enableCompression()} is on. */
        private byte[] stored(String path, byte[] data) {
            return core.compression().stored(core.compression().byDefault(), path, data);
        }

        private S add(TxnOp op, boolean sequential) {
            Paths.validate(op.path(), sequential);
            ops.add(op);
            return self();
        }

        CompletableFuture<List<OpResult>> run() {
            return core.multi().commit(List.copyOf(ops));
        }
    }

    public static final class Sync extends Spec<TransactionBuilder> implements TransactionBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        TransactionBuilder self() {
            return this;
        }

        @Override
        public List<OpResult> commit() throws KeeperException, InterruptedException {
            return core.invoker().sync(this::run);
        }
    }

    public static final class Async extends Spec<AsyncTransactionBuilder> implements AsyncTransactionBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncTransactionBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<List<OpResult>> commit() {
            return core.invoker().async(this::run);
        }
    }
}
