package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncGetDataBuilder;
import io.zkwire.client.builders.GetDataBuilder;
import io.zkwire.client.builders.GetDataOptions;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CompletableFuture;

/** getData(): Stat and watcher options, then a sync or an async {@code forPath}. */
public final class GetDataBuilders {

    private GetDataBuilders() {
    }

    abstract static class Spec<S extends GetDataOptions<S>> extends ReadSpec<S> implements GetDataOptions<S> {
        private boolean decompress;

        Spec(ClientCore core) {
            super(core);
            decompress = core.compression().byDefault();
        }

        @Override
        public S decompressed() {
            decompress = true;
            return self();
        }

        @Override
        public S undecompressed() {
            decompress = false;
            return self();
        }

        CompletableFuture<byte[]> run(String path) {
            boolean decompressing = decompress;
            return core.ops().getData(path, watcher).thenApply(r -> {
                byte[] data = decompressing ? core.compression().decompress(path, r.data()) : r.data();
                store(r.stat());
                return data;
            });
        }
    }

    public static final class Sync extends Spec<GetDataBuilder> implements GetDataBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        GetDataBuilder self() {
            return this;
        }

        @Override
        public byte[] forPath(String path) throws KeeperException, InterruptedException {
            return core.invoker().sync(() -> run(path));
        }
    }

    public static final class Async extends Spec<AsyncGetDataBuilder> implements AsyncGetDataBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncGetDataBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<byte[]> forPath(String path) {
            return core.invoker().async(() -> run(path));
        }
    }
}
