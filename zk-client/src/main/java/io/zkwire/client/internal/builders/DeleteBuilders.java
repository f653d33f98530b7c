package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncDeleteBuilder;
import io.zkwire.client.builders.DeleteBuilder;
import io.zkwire.client.builders.DeleteOptions;
import io.zkwire.client.internal.common.Futures;
import io.zkwire.client.internal.ops.DeletesUnderWay;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.KeeperException.Code;
import java.util.concurrent.CompletableFuture;

/** delete(): version, children, quietly, guaranteed; then a sync or an async {@code forPath}. */
public final class DeleteBuilders {

    private DeleteBuilders() {
    }

    abstract static class Spec<S extends DeleteOptions<S>> extends VersionedSpec<S> implements DeleteOptions<S> {
        private boolean children;
        private boolean quietly;
        private boolean guaranteed;

        Spec(ClientCore core) {
            super(core);
        }

        @Override
        public S deletingChildrenIfNeeded() {
            children = true;
            return self();
        }

        @Override
        public S quietly() {
            quietly = true;
            return self();
        }

        @Override
        public S guaranteed() {
            guaranteed = true;
            return self();
        }

        /** A guaranteed delete is under way from here until {@link #outcome} (close() waits for it); else null. */
        DeletesUnderWay.Ticket begin(String path) {
            return guaranteed ? core.guaranteedDeletes().begin(path) : null;
        }

        /** What the caller's outcome means for a guaranteed delete: settled, or more attempts in the background. */
        void outcome(DeletesUnderWay.Ticket ticket, String path, Throwable failure) {
            if (ticket != null) {
                core.guaranteedDeletes().outcome(ticket, failure, () -> run(path));
            }
        }

        /** One attempt and no retry (the async API): a guaranteed delete hands its outcome on. */
        CompletableFuture<Void> runOnce(String path) {
            DeletesUnderWay.Ticket ticket = begin(path);
            if (ticket == null) {
                return run(path);
            }
            CompletableFuture<Void> deleted;
            try {
                deleted = run(path);
            } catch (RuntimeException e) {
                outcome(ticket, path, e);
                throw e;
            }
            deleted.whenComplete((done, failure) -> outcome(ticket, path, failure));
            return deleted;
        }

        CompletableFuture<Void> run(String path) {
            CompletableFuture<Void> deleted = children
                    ? core.tree().withChildren(path, version)
                    : core.ops().delete(path, version);
            if (!quietly) {
                return deleted;
            }
            return Futures.orOn(deleted, Code.NONODE, null);
        }
    }

    public static final class Sync extends Spec<DeleteBuilder> implements DeleteBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        DeleteBuilder self() {
            return this;
        }

        @Override
        public void forPath(String path) throws KeeperException, InterruptedException {
            DeletesUnderWay.Ticket ticket = begin(path);
            try {
                core.invoker().sync(() -> run(path));
            } catch (KeeperException | InterruptedException | RuntimeException e) {
                outcome(ticket, path, e);
                throw e;
            }
            outcome(ticket, path, null);
        }
    }

    public static final class Async extends Spec<AsyncDeleteBuilder> implements AsyncDeleteBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncDeleteBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<Void> forPath(String path) {
            return core.invoker().async(() -> runOnce(path));
        }
    }
}
