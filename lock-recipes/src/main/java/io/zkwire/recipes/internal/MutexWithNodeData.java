// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.internal;

import io.zkwire.client.ZkClient;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.locks.InterProcessMutex;
import java.util.Objects;

/**
 * A mutex whose lock nodes carry the caller's data instead of Curator's default (this host's address):
 * what Curator's recipes get by overriding {@code InterProcessMutex.getLockNodeBytes()}; zkwire's
 * {@code LeaderSelector} uses it to write its participant id, as Curator's does, and {@code LeaderLatch}
 * to contend with {@code latch-} nodes.
 */
public final class MutexWithNodeData {

    private MutexWithNodeData() {
    }

    /**
     * Hears the nodes this mutex's contenders create (from the create's reply on, while still waiting) and
     * give up (released, abandoned, or replaced after a loss), by node name. Called inside the contender's
     * steps, on whichever thread runs them (the client's event thread among others): it must be quick.
     */
    public interface OwnNodes {
        /** Hears nothing. */
        OwnNodes NONE = new OwnNodes() {
            @Override
            public void created(String nodeName) {
            }

            @Override
            public void nodeDeleted(String nodeName) {
            }
        };

        /** The node was created and is now this contender's. */
        void created(String nodeName);

        /** The node is no longer a contender's (its delete is under way, guaranteed). */
        void nodeDeleted(String nodeName);
    }

    /** The locks package's constructor of such a mutex, registered when {@link InterProcessMutex} loads. */
    public interface Factory {
        /** As {@link MutexWithNodeData#create(ZkClient, String, String, byte[], OwnNodes)}; null lockName: the mutex's. */
        InterProcessMutex create(ZkClient client, String path, String lockName, byte[] data, OwnNodes ownNodes);
    }

    private static volatile Factory factory;

    /** Called once, by {@link InterProcessMutex}'s class initializer. */
    public static void register(Factory mutexes) {
        factory = Objects.requireNonNull(mutexes);
    }

    /**
     * @param data the lock node data; null for the default
     */
    public static InterProcessMutex create(ZkClient client, String path, byte[] data) {
        return create(client, path, null, data, OwnNodes.NONE);
    }

    /**
     * A mutex whose nodes are named {@code _c_<uuid>-<lockName><sequence>} and sorted by that sequence (as
     * Curator's {@code LockInternals} does for any lock name), with {@code ownNodes} told of each own node.
     *
     * @param data the lock node data; null for the default
     */
    public static InterProcessMutex create(ZkClient client, String path, String lockName, byte[] data,
            OwnNodes ownNodes) {
        if (factory == null) {
            initialize(InterProcessMutex.class);
        }
        return factory.create(client, path, lockName, data, Objects.requireNonNull(ownNodes,
                "ownNodes must not be null"));
    }

    private static void initialize(Class<?> type) {
        try {
            Class.forName(type.getName(), true, type.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
