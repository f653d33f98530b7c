package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncExistsBuilder;
import io.zkwire.client.builders.ExistsBuilder;
import io.zkwire.client.builders.ExistsOptions;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;

/** checkExists(): an optional watcher, then a sync or an async {@code forPath}. */
public final class ExistsBuilders {

    private ExistsBuilders() {
    }

    abstract static class Spec<S extends ExistsOptions<S>> extends ReadSpec<S> implements ExistsOptions<S> {
        Spec(ClientCore core) {
            super(core);
        }

        CompletableFuture<Stat> run(String path) {
            return core.ops().exists(path, watcher);
        }
    }

    public static final class Sync extends Spec<ExistsBuilder> implements ExistsBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        ExistsBuilder self() {
            return this;
        }

        @Override
        public Stat forPath(String path) throws KeeperException, InterruptedException {
            return core.invoker().sync(() -> run(path));
        }
    }

    public static final class Async extends Spec<AsyncExistsBuilder> implements AsyncExistsBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncExistsBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<Stat> forPath(String path) {
            return core.invoker().async(() -> run(path));
        }
    }
}
