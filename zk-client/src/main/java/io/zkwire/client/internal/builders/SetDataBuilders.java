package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncSetDataBuilder;
import io.zkwire.client.builders.SetDataBuilder;
import io.zkwire.client.builders.SetDataOptions;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;

/** setData(): version, then a sync or an async {@code forPath}. */
public final class SetDataBuilders {

    private SetDataBuilders() {
    }

    abstract static class Spec<S extends SetDataOptions<S>> extends VersionedSpec<S> implements SetDataOptions<S> {

        Spec(ClientCore core) {
            super(core);
        }

        CompletableFuture<Stat> run(String path, byte[] data) {
            return core.ops().setData(path, data, version);
        }
    }

    public static final class Sync extends Spec<SetDataBuilder> implements SetDataBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        SetDataBuilder self() {
            return this;
        }

        @Override
        public Stat forPath(String path, byte[] data) throws KeeperException, InterruptedException {
            return core.invoker().sync(() -> run(path, data));
        }
    }

    public static final class Async extends Spec<AsyncSetDataBuilder> implements AsyncSetDataBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncSetDataBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<Stat> forPath(String path, byte[] data) {
            return core.invoker().async(() -> run(path, data));
        }
    }
}
