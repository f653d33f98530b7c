package io.zkwire.recipes.internal.nodes;

import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.data.Stat;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The node helpers bound to one client, shared by the parts of one recipe object (a read-write lock's
 * two locks, a semaphore's mutex and leases): the session events the recipes follow, and the client's node
 * lifecycle as the recipes call it, as Curator's {@code StandardLockInternalsDriver.createsTheLock} calls
 * {@code withProtection()} and {@code LockInternals.deleteOurPath} calls {@code guaranteed()}.
 */
public final class Nodes {

    private static final System.Logger LOG = System.getLogger(Nodes.class.getName());

    private final ZkClient client;
    private final SessionEvents sessionEvents;

    /** The helpers for one started client (not null). */
    public Nodes(ZkClient client) {
        if (client == null) {
            throw new IllegalArgumentException("client must not be null: pass a started ZkClient");
        }
        this.client = client;
        this.sessionEvents = new SessionEvents(client);
    }

    /** The client the helpers use. */
    public ZkClient client() {
        return client;
    }

    /** The client's connection states, for the recipes. */
    public SessionEvents sessionEvents() {
        return sessionEvents;
    }

    /**
     * Sends the client's async {@code create().withProtection()} of {@code <parentPath>/_c_<uuid>-<name>} at once
     * (missing parents as containers), so a read sent next is answered after it; it finds its node after a lost
     * reply, and deletes one of an older session. Cancelling the future abandons the create: a node it made, or
     * makes still, is deleted (guaranteed).
     */
    public CompletableFuture<CreatedNode> createProtected(String parentPath, String name, byte[] data, CreateMode mode) {
        AtomicReference<Stat> stat = new AtomicReference<>();
        CompletableFuture<String> create = ReplyFailures.failedFutureIfThrows(() -> client.async().create().withProtection().withMode(mode)
                .creatingParentContainersIfNeeded().storingStatIn(stat).forPath(ZPaths.join(parentPath, name), data));
        CompletableFuture<CreatedNode> node = new CompletableFuture<>();
        create.whenComplete((path, failure) -> {
            if (failure != null) {
                node.completeExceptionally(ReplyFailures.unwrap(failure));
            } else {
                node.complete(CreatedNode.of(path, stat.get()));
            }
        });
        node.whenComplete((created, failure) -> {
            if (failure instanceof CancellationException && !create.cancel(false) && !create.isCompletedExceptionally()) {
                deleteGuaranteed(create.join()); // made before the caller gave up
            }
        });
        return node;
    }

    /**
     * Deletes {@code path} (any version) with the client's {@code delete().guaranteed()}: the first attempt is
     * sent before this returns, so it precedes every request this client sends afterwards; one that fails in a
     * way a retry may fix is retried by the client in the background (which {@code ZkClient.close()} waits for,
     * within its connection timeout). The future is the first attempt's own outcome: done, NoNode (gone already),
     * the failure that handed it to the background, or one no retry fixes (also logged).
     */
    public CompletableFuture<Void> deleteGuaranteed(String path) {
        CompletableFuture<Void> first = ReplyFailures.failedFutureIfThrows(() -> client.async().delete().guaranteed().forPath(path));
        first.whenComplete((done, failure) -> {
            if (failure != null && !KeeperException.isRetryable(failure) && !ReplyFailures.isNoNode(failure)
                    && !ReplyFailures.isClientClosed(failure)) {
                LOG.log(System.Logger.Level.WARNING, "giving up deleting " + path, ReplyFailures.unwrap(failure));
            }
        });
        return first;
    }
}
