// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncGetConfigBuilder;
import io.zkwire.client.builders.GetConfigBuilder;
import io.zkwire.client.builders.GetConfigOptions;
import io.zkwire.protocol.KeeperException;
import java.util.concurrent.CompletableFuture;

/** getConfig(): Stat and watcher options, then a sync or an async read of the ensemble's configuration node. */
public final class GetConfigBuilders {

    private GetConfigBuilders() {
    }

    abstract static class Spec<S extends GetConfigOptions<S>> extends ReadSpec<S> implements GetConfigOptions<S> {
        Spec(ClientCore core) {
            super(core);
        }

        CompletableFuture<byte[]> run() {
            return core.ops().getConfig(watcher).thenApply(r -> {
                store(r.stat());
                return r.data();
            });
        }
    }

    public static final class Sync extends Spec<GetConfigBuilder> implements GetConfigBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        GetConfigBuilder self() {
            return this;
        }

        @Override
        public byte[] forEnsemble() throws KeeperException, InterruptedException {
            return core.invoker().sync(this::run);
        }
    }

    public static final class Async extends Spec<AsyncGetConfigBuilder> implements AsyncGetConfigBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncGetConfigBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<byte[]> forEnsemble() {
            return core.invoker().async(this::run);
        }
    }
}
