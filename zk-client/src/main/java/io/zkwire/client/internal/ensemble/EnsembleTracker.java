// SPDX-License-Identifier: Apache-2.0
package io.zkwire.client.internal.ensemble;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.ConnectionStateListener;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.client.internal.ops.Operations;
import io.zkwire.protocol.EventType;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;

/**
 * Follows {@code /zookeeper/config} (Curator's {@code EnsembleTracker}): reads it with a watch on every
 * connection and every change, and hands the members' client addresses on as the servers for later
 * connections. The chroot is the client's business, not the tracker's; addresses come from
 * {@link EnsembleConfig#clientAddresses}, which never yields a wildcard.
 */
public final class EnsembleTracker implements ConnectionStateListener, Watcher {

    private static final System.Logger LOG = System.getLogger(EnsembleTracker.class.getName());

    private final Operations ops;
    private final Consumer<String> servers;
    private volatile String last = ""; // the list handed on last: the same one is not handed on again

    /** @param servers told each new list of {@code host:port} entries, comma-separated */
    public EnsembleTracker(Operations ops, Consumer<String> servers) {
        this.ops = ops;
        this.servers = servers;
    }

    @Override
    public void stateChanged(ZkClient client, ConnectionState newState) {
        if (newState == ConnectionState.CONNECTED || newState == ConnectionState.RECONNECTED) {
            read();
        }
    }

    @Override
    public void process(WatchedEvent event) {
        if (event.type() == EventType.NodeDataChanged) {
            read();
        }
    }

    private void read() {
        ops.getConfig(this).whenComplete((reply, failure) -> {
            if (failure != null) {
                LOG.log(Level.DEBUG, "reading the ensemble's config failed; the next connection tries again: {0}",
                        String.valueOf(failure));
                return;
            }
            String list = EnsembleConfig.clientAddresses(new String(reply.data(), StandardCharsets.UTF_8));
            if (!list.isEmpty() && !list.equals(last)) {
                last = list;
                servers.accept(list);
            }
        });
    }
}
