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

    abstract static class Spec<S extends SetDataOptions<S>> extends CompressingSpec<S> implements SetDataOptions<S> {

        private int version = -1;

        Spec(ClientCore core) {
            super(core);
        }

        @Override
        public S withVersion(int version) {
            this.version = version;
            return self();
        }

        CompletableFuture<Stat> run(String path, byte[] stored) {
            return core.ops().setData(path, stored, version);
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
            byte[] stored = stored(path, data);
            return core.invoker().sync(() -> run(path, stored));
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
            byte[] stored = stored(path, data);
            return core.invoker().async(() -> run(path, stored));
        }
    }
}
