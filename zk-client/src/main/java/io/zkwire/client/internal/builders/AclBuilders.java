package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncGetACLBuilder;
import io.zkwire.client.builders.AsyncSetACLBuilder;
import io.zkwire.client.builders.GetACLBuilder;
import io.zkwire.client.builders.GetACLOptions;
import io.zkwire.client.builders.SetACLBuilder;
import io.zkwire.client.builders.SetACLOptions;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.ACL;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;

/** getACL() and setACL(), each with a sync and an async {@code forPath}. */
public final class AclBuilders {

    private AclBuilders() {
    }

    abstract static class GetSpec<S extends GetACLOptions<S>> extends ReadSpec<S> implements GetACLOptions<S> {
        GetSpec(ClientCore core) {
            super(core);
        }

        CompletableFuture<List<ACL>> run(String path) {
            return core.ops().getACL(path).thenApply(r -> {
                store(r.stat());
                return r.acl();
            });
        }
    }

    public static final class SyncGet extends GetSpec<GetACLBuilder> implements GetACLBuilder {
        public SyncGet(ClientCore core) {
            super(core);
        }

        @Override
        GetACLBuilder self() {
            return this;
        }

        @Override
        public List<ACL> forPath(String path) throws KeeperException, InterruptedException {
            return core.invoker().sync(() -> run(path));
        }
    }

    public static final class AsyncGet extends GetSpec<AsyncGetACLBuilder> implements AsyncGetACLBuilder {
        public AsyncGet(ClientCore core) {
            super(core);
        }

        @Override
        AsyncGetACLBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<List<ACL>> forPath(String path) {
            return core.invoker().async(() -> run(path));
        }
    }

    abstract static class SetSpec<S extends SetACLOptions<S>> extends VersionedSpec<S> implements SetACLOptions<S> {
        private List<ACL> acl;

        SetSpec(ClientCore core) {
            super(core);
        }

        @Override
        public S withACL(List<ACL> acl) {
            this.acl = List.copyOf(Objects.requireNonNull(acl, "acl"));
            return self();
        }

        CompletableFuture<Stat> run(String path) {
            if (acl == null) {
                throw new IllegalArgumentException("setACL() needs withACL(list) before forPath(" + path + ")");
            }
            return core.ops().setACL(path, acl, version);
        }
    }

    public static final class SyncSet extends SetSpec<SetACLBuilder> implements SetACLBuilder {
        public SyncSet(ClientCore core) {
            super(core);
        }

        @Override
        SetACLBuilder self() {
            return this;
        }

        @Override
        public Stat forPath(String path) throws KeeperException, InterruptedException {
            return core.invoker().sync(() -> run(path));
        }
    }

    public static final class AsyncSet extends SetSpec<AsyncSetACLBuilder> implements AsyncSetACLBuilder {
        public AsyncSet(ClientCore core) {
            super(core);
        }

        @Override
        AsyncSetACLBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<Stat> forPath(String path) {
            return core.invoker().async(() -> run(path));
        }
    }
}
