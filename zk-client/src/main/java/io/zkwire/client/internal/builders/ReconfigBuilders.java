// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.builders;

import io.zkwire.client.builders.ReconfigBuilder;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import io.zkwire.protocol.records.ReconfigRequest;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

/** reconfig(): incremental or bulk membership, an expected config version, then the request. */
public final class ReconfigBuilders {

    private ReconfigBuilders() {
    }

    public static final class Sync implements ReconfigBuilder {
        private final ClientCore core;
        private List<String> joining;
        private List<String> leaving;
        private List<String> newMembers;
        private long fromConfig = -1;
        private AtomicReference<Stat> stat;

        public Sync(ClientCore core) {
            this.core = core;
        }

        @Override
        public ReconfigBuilder joining(List<String> servers) {
            joining = List.copyOf(servers);
            return this;
        }

        @Override
        public ReconfigBuilder leaving(List<String> serverIds) {
            leaving = List.copyOf(serverIds);
            return this;
        }

        @Override
        public ReconfigBuilder withNewMembers(List<String> servers) {
            newMembers = List.copyOf(servers);
            return this;
        }

        @Override
        public ReconfigBuilder fromConfig(long version) {
            fromConfig = version;
            return this;
        }

        @Override
        public ReconfigBuilder storingStatIn(AtomicReference<Stat> stat) {
            this.stat = stat;
            return this;
        }

        @Override
        public byte[] forEnsemble() throws KeeperException, InterruptedException {
            if (newMembers != null && (joining != null || leaving != null)) {
                throw new IllegalStateException("reconfig(): withNewMembers replaces the whole membership and cannot"
                        + " be combined with joining or leaving; use one form or the other");
            }
            ReconfigRequest request = new ReconfigRequest(joined(joining), joined(leaving), joined(newMembers),
                    fromConfig);
            return core.invoker().sync(() -> core.ops().reconfig(request).thenApply(r -> {
                if (stat != null) {
                    stat.set(r.stat());
                }
                return r.data();
            }));
        }

        /** ZooKeeper's form: comma-separated, null for none. */
        private static String joined(List<String> items) {
            return items == null || items.isEmpty() ? null : String.join(",", items);
        }
    }
}
