// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.AsyncReconfigBuilder;
import io.zkwire.client.builders.ReconfigBuilder;
import io.zkwire.client.builders.ReconfigOptions;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.records.ReconfigRequest;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/** reconfig(): incremental or bulk membership, an expected config version, then a sync or an async request. */
public final class ReconfigBuilders {

    private ReconfigBuilders() {
    }

    abstract static class Spec<S extends ReconfigOptions<S>> implements ReconfigOptions<S> {
        final ClientCore core;
        private List<String> joining;
        private List<String> leaving;
        private List<String> newMembers;
        private long fromConfig = -1;
        private AtomicReference<Stat> stat;

        Spec(ClientCore core) {
            this.core = core;
        }

        abstract S self();

        @Override
        public S joining(List<String> servers) {
            joining = List.copyOf(servers);
            return self();
        }

        @Override
        public S leaving(List<String> serverIds) {
            leaving = List.copyOf(serverIds);
            return self();
        }

        @Override
        public S withNewMembers(List<String> servers) {
            newMembers = List.copyOf(servers);
            return self();
        }

        @Override
        public S fromConfig(long version) {
            fromConfig = version;
            return self();
        }

        @Override
        public S storingStatIn(AtomicReference<Stat> stat) {
            this.stat = stat;
            return self();
        }

        /** The request, refused before anything is sent if it mixes the bulk and the incremental form. */
        ReconfigRequest request() {
            if (newMembers != null && (joining != null || leaving != null)) {
                throw new IllegalStateException("reconfig(): withNewMembers replaces the whole membership and cannot"
                        + " be combined with joining or leaving; use one form or the other");
            }
            return new ReconfigRequest(joined(joining), joined(leaving), joined(newMembers), fromConfig);
        }

        CompletableFuture<byte[]> run(ReconfigRequest request) {
            AtomicReference<Stat> storeIn = stat;
            return core.ops().reconfig(request).thenApply(r -> {
                if (storeIn != null) {
                    storeIn.set(r.stat());
                }
                return r.data();
            });
        }

        /** ZooKeeper's form: comma-separated, null for none. */
        private static String joined(List<String> items) {
            return items == null || items.isEmpty() ? null : String.join(",", items);
        }
    }

    public static final class Sync extends Spec<ReconfigBuilder> implements ReconfigBuilder {
        public Sync(ClientCore core) {
            super(core);
        }

        @Override
        ReconfigBuilder self() {
            return this;
        }

        @Override
        public byte[] forEnsemble() throws KeeperException, InterruptedException {
            ReconfigRequest request = request();
            return core.invoker().sync(() -> run(request));
        }
    }

    public static final class Async extends Spec<AsyncReconfigBuilder> implements AsyncReconfigBuilder {
        public Async(ClientCore core) {
            super(core);
        }

        @Override
        AsyncReconfigBuilder self() {
            return this;
        }

        @Override
        public CompletableFuture<byte[]> forEnsemble() {
            ReconfigRequest request = request();
            return core.invoker().async(() -> run(request));
        }
    }
}
