package io.zkwire.client.internal.ops;

import io.zkwire.client.ReadOp;
import io.zkwire.client.internal.common.Chroot;
import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.common.Paths;
import io.zkwire.client.internal.session.Call;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.records.CreateRequest;
import io.zkwire.protocol.records.MultiRequest;
import io.zkwire.protocol.records.MultiResponse;
import io.zkwire.protocol.records.Op;
import io.zkwire.protocol.records.OpResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * multi (14) and multiRead (22), docs/contributing/protocol.md §4.4. A failed transaction comes back with err 0 and an
 * error result per op; it is turned into the first failing op's KeeperException with all results
 * attached. Created paths are returned without the chroot, as the single-op create does.
 */
public final class MultiOperations {

    private final Operations ops;

    public MultiOperations(Operations ops) {
        this.ops = ops;
    }

    public CompletableFuture<List<OpResult>> commit(List<TxnOp> txn) {
        if (txn.isEmpty()) {
            return CompletableFuture.completedFuture(List.of());
        }
        List<Op> wire = new ArrayList<>();
        for (TxnOp op : txn) {
            wire.add(toWire(op));
        }
        return send(new MultiRequest(wire), txn.get(0).path()).thenCompose(response -> {
            int failed = indexOfFailure(response);
            if (failed < 0) {
                return CompletableFuture.completedFuture(stripChroot(response.results()));
            }
            int code = ((OpResult.ErrorResult) response.results().get(failed)).err();
            KeeperException e = KeeperException.create(code, txn.get(failed).path());
            e.setResults(response.results());
            return Futures.failed(e);
        });
    }

    /** Each read succeeds or fails on its own (ErrorResult); no watches are set through multiRead. */
    public CompletableFuture<List<OpResult>> read(List<ReadOp> reads) {
        if (reads.isEmpty()) {
            return CompletableFuture.completedFuture(List.of());
        }
        List<Op> wire = new ArrayList<>();
        for (ReadOp read : reads) {
            Paths.validate(read.path(), false);
            String server = ops.chroot().toServer(read.path());
            wire.add(read.kind() == ReadOp.Kind.GET_DATA ? Op.getData(server) : Op.getChildren(server));
        }
        return send(new MultiRequest(wire), reads.get(0).path()).thenApply(MultiResponse::results);
    }

    private CompletableFuture<MultiResponse> send(MultiRequest request, String firstPath) {
        return ops.session().submit(new Call<>(request.opCode(), request, firstPath, MultiResponse::decode));
    }

    private Op toWire(TxnOp op) {
        String server = ops.chroot().toServer(op.path());
        if (op instanceof TxnOp.Create c) {
            ops.checkData(c.path(), c.data());
            CreateRequest request = new CreateRequest(server, c.data(), ops.aclFor(server, c.acl()), c.mode().flag());
            return c.mode().isContainer() ? Op.createContainer(request) : Op.create(request);
        } else if (op instanceof TxnOp.Delete d) {
            return Op.delete(server, d.version());
        } else if (op instanceof TxnOp.SetData s) {
            ops.checkData(s.path(), s.data());
            return Op.setData(server, s.data(), s.version());
        }
        return Op.check(server, ((TxnOp.Check) op).version());
    }

    /** The op that failed the transaction: the first error result with a non-zero code, or -1. */
    private static int indexOfFailure(MultiResponse response) {
        List<OpResult> results = response.results();
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i) instanceof OpResult.ErrorResult e && e.err() != 0) {
                return i;
            }
        }
        return -1;
    }

    private List<OpResult> stripChroot(List<OpResult> results) {
        Chroot chroot = ops.chroot();
        if (chroot.isEmpty()) {
            return results;
        }
        return results.stream().map(r -> r instanceof OpResult.CreateResult c
                ? new OpResult.CreateResult(chroot.toClient(c.path()), c.stat()) : r).toList();
    }
}
