package io.zkwire.client.internal.ops;

import static io.zkwire.client.internal.common.Futures.is;

import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.common.Paths;
import io.zkwire.client.internal.ops.Operations.Created;
import io.zkwire.client.internal.session.Failures;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Operations on more than one node: create with missing parents, delete with children. Requests are
 * pipelined (the server answers in order), so creating five parents costs one round trip, not five.
 */
public final class TreeOperations {

    private final Operations ops;

    public TreeOperations(Operations ops) {
        this.ops = ops;
    }

    /**
     * Runs {@code create}; on NONODE creates every missing ancestor of the node's server path (chroot
     * and namespace included; NODEEXISTS ignored) as persistent or container nodes, then runs it again.
     */
    public CompletableFuture<Created> withParents(String path, boolean containers,
            Supplier<CompletableFuture<Created>> create) {
        return create.get().exceptionallyCompose(first -> {
            if (!is(first, Code.NONODE)) {
                return Futures.failed(first);
            }
            List<CompletableFuture<Void>> parents = new ArrayList<>();
            for (String ancestor : Paths.ancestors(ops.chroot().toServer(path))) {
                parents.add(ops.createParent(ancestor, containers));
            }
            return create.get().exceptionallyCompose(again -> Futures.failed(explain(again, parents)));
        });
    }

    /** Rounds of deleting a node's children before giving up because new ones keep appearing. */
    public static final int MAX_CHILD_ROUNDS = 20;

    /**
     * Deletes a node; while it has children, deletes them (recursively, any version) and tries again, as
     * Curator does, at most {@link #MAX_CHILD_ROUNDS} times.
     */
    public CompletableFuture<Void> withChildren(String path, int version) {
        return withChildren(path, version, 1);
    }

    private CompletableFuture<Void> withChildren(String path, int version, int round) {
        return ops.delete(path, version).exceptionallyCompose(e -> {
            if (!is(e, Code.NOTEMPTY)) {
                return Futures.failed(e);
            }
            if (round > MAX_CHILD_ROUNDS) {
                return Futures.failed(Failures.keeper(Code.NOTEMPTY, path, "new children kept appearing while"
                        + " deleting them; gave up after " + MAX_CHILD_ROUNDS + " rounds (stop what creates them,"
                        + " then delete again)"));
            }
            return deleteChildren(path).thenCompose(v -> withChildren(path, version, round + 1));
        });
    }

    private CompletableFuture<Void> deleteChildren(String path) {
        return ops.getChildren(path, null, false).thenCompose(children -> {
            CompletableFuture<?>[] all = children.names().stream()
                    .map(name -> Futures.orOn(withChildren(Paths.child(path, name), -1, 1), Code.NONODE, null))
                    .toArray(CompletableFuture<?>[]::new);
            return CompletableFuture.allOf(all);
        });
    }

    /** If the retried create still found no parent, a parent's own failure (say NOAUTH) explains it best. */
    private static Throwable explain(Throwable again, List<CompletableFuture<Void>> parents) {
        if (is(again, Code.NONODE)) {
            for (CompletableFuture<Void> parent : parents) {
                Throwable failure = parent.handle((v, e) -> e).getNow(null);
                if (failure != null && !is(failure, Code.NODEEXISTS)) {
                    return Futures.unwrap(failure);
                }
            }
        }
        return Futures.unwrap(again);
    }
}
