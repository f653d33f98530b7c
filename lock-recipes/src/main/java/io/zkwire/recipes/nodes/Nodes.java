package io.zkwire.recipes.nodes;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;

/**
 * The node helpers bound to one client, shared by the parts of one recipe object (a read-write lock's
 * two locks, a semaphore's mutex and leases): protected creation, guaranteed deletion and the session
 * events both of them and the lock waiters follow.
 */
public final class Nodes {

    private final ZkClient client;
    private final SessionEvents sessionEvents;
    private final GuaranteedDelete deleter;

    /** The helpers for one started client (not null). */
    public Nodes(ZkClient client) {
        if (client == null) {
            throw new IllegalArgumentException("client must not be null: pass a started ZkClient");
        }
        this.client = client;
        this.sessionEvents = new SessionEvents(client);
        this.deleter = new GuaranteedDelete(client, sessionEvents);
    }

    /** The client the helpers use. */
    public ZkClient client() {
        return client;
    }

    /** The client's connection states, for the recipes. */
    public SessionEvents sessionEvents() {
        return sessionEvents;
    }

    /** Deletes that are retried until they succeed (Curator's guaranteed delete). */
    public GuaranteedDelete deleter() {
        return deleter;
    }

    /** Sends a protected create at once; see {@link ProtectedCreate}. */
    public ProtectedCreate createProtected(String parentPath, String name, byte[] data, CreateMode mode) {
        return ProtectedCreate.start(client, deleter, parentPath, name, data, mode);
    }
}
