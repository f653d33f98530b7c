package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncGetChildrenBuilder;
import io.zkwire.client.builders.GetChildrenBuilder;
import io.zkwire.client.builders.GetChildrenOptions;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** getChildren(): Stat and watcher options, then a sync or an async {@code forPath}. */
public final class GetChildrenBuilders {

    private GetChildrenBuilders() {
    }

    abstract static class Spec<S extends GetChildrenOptions<S>> extends ReadSpec<S> implements GetChildrenOptions<S> {
        Spec(ClientCore core) {
            super(core);
        }

        CompletableFuture<List<String>> run(String path) {
            return core.ops().getChildren(path, watcher, wantsStat()).thenApply(r -> {
                store(r.stat());
                return r.names();
            });
        }
    }

    public static final class Sync extends Spec<GetChildrenBuilder> implements GetChildrenBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        GetChildrenBuilder self() {
            return this;
        }

        @Override
        public List<String> forPath(String path) throws KeeperException, InterruptedException {
            return core.invoker().sync(() -> run(path));
        }
    }

    public static final class Async extends Spec<AsyncGetChildrenBuilder> implements AsyncGetChildrenBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncGetChildrenBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<List<String>> forPath(String path) {
            return core.invoker().async(() -> run(path));
        }
    }
}
