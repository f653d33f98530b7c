// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.GetConfigBuilder;
import io.zkwire.protocol.KeeperException;

/** getConfig(): Stat and watcher options, then a read of the ensemble's configuration node. */
public final class GetConfigBuilders {

    private GetConfigBuilders() {
    }

    public static final class Sync extends ReadSpec<GetConfigBuilder> implements GetConfigBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        GetConfigBuilder self() {
            return this;
        }

        @Override
        public byte[] forEnsemble() throws KeeperException, InterruptedException {
            return core.invoker().sync(() -> core.ops().getConfig(watcher).thenApply(r -> {
                store(r.stat());
                return r.data();
            }));
        }
    }
}
