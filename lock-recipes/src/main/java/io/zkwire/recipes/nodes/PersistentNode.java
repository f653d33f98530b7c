// SPDX-License-Identifier: Apache-2.0
package io.zkwire.recipes.nodes;

import io.zkwire.client.ConnectionState;
import io.zkwire.client.WatchedEvent;
import io.zkwire.client.Watcher;
import io.zkwire.client.ZkClient;
import io.zkwire.protocol.CreateMode;
import io.zkwire.protocol.EventType;
import io.zkwire.protocol.KeeperException;
import io.zkwire.protocol.WatcherType;
import io.zkwire.protocol.data.Stat;
import io.zkwire.recipes.internal.Cell;
import io.zkwire.recipes.internal.Lifecycle;
import io.zkwire.recipes.internal.Listeners;
import io.zkwire.recipes.internal.Snapshot;
import io.zkwire.recipes.internal.SerialExecutor;
import io.zkwire.recipes.internal.nodes.ReplyFailures;
import io.zkwire.recipes.internal.nodes.Nodes;
import io.zkwire.recipes.internal.nodes.RecipeThreads;
import io.zkwire.recipes.internal.nodes.SessionEvents;
import io.zkwire.recipes.internal.nodes.ZPaths;
import io.zkwire.recipes.shared.Listenable;
import java.io.Closeable;
import java.io.IOException;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Curator's {@code PersistentNode}: a node that stays in ZooKeeper while this object runs. It is created by
 * {@link #start()} in the background, watched, and created again at the same path after a delete or a
 * session loss. {@link #close()} deletes it with the client's guaranteed delete.
 *
 * <p>Exactly one node per object: one create is in flight at a time, a first create with protection finds
 * its own node after a lost reply (the client's protected create), and a recreation goes to the actual path
 * in a non-sequential mode, so a second attempt meets NodeExists instead of making a second node.
 */
public class PersistentNode implements Closeable {

    private static final System.Logger LOG = System.getLogger(PersistentNode.class.getName());
    /** A create that failed is sent again after this pause (or at the reconnect that comes first). */
    private static final long RETRY_NANOS = TimeUnit.SECONDS.toNanos(1);

    /** Why the last creates failed, until one succeeds. */
    private record CreateFailures(boolean noParent, boolean noAuth) {
        static final CreateFailures NONE = new CreateFailures(false, false);
    }

    private final ZkClient client;
    private final Nodes nodes;
    private final CreateMode mode;
    private final NodeCreates creates;
    private final String basePath;
    private final boolean deleteOnClose;
    private final Lifecycle lifecycle = new Lifecycle();
    private final Cell<byte[]> data = new Cell<>(null);
    /** The node's path once created; taken (set to null) by whoever deletes it. */
    private final Cell<String> nodePath = new Cell<>(null);
    private final CountDownLatch initialCreate = new CountDownLatch(1);
    private final Listeners<PersistentNodeListener> listeners;
    private final SerialExecutor serial = new SerialExecutor();
    private final Watcher watcher = this::onWatchEvent;
    private final Cell<SessionEvents.Subscription> subscription = new Cell<>(null);
    /** Published by tasks on {@link #serial}. */
    private final Snapshot<CreateFailures> createFailures = new Snapshot<>(CreateFailures.NONE);
    /** Touched only by tasks on {@link #serial}: a create is in flight, so none other is sent. */
    private boolean creating;

    /** Curator's constructor: missing parents are created as containers. */
    public PersistentNode(ZkClient client, CreateMode mode, boolean useProtection, String basePath, byte[] initData) {
        this(client, mode, useProtection, basePath, initData, -1, true);
    }

    /** Curator's constructor; {@code useParentCreation} creates missing parents as containers. */
    public PersistentNode(ZkClient client, CreateMode mode, boolean useProtection, String basePath, byte[] initData,
            boolean useParentCreation) {
        this(client, mode, useProtection, basePath, initData, -1, useParentCreation);
    }

    /** Curator's constructor; {@code ttl} is the node's TTL in milliseconds for the TTL modes. */
    public PersistentNode(ZkClient client, CreateMode mode, boolean useProtection, String basePath, byte[] initData,
            long ttl, boolean useParentCreation) {
        this(client, mode, useProtection, basePath, initData, ttl, useParentCreation, true);
    }

    PersistentNode(ZkClient client, CreateMode mode, boolean useProtection, String basePath, byte[] initData,
            long ttl, boolean useParentCreation, boolean deleteOnClose) {
        this.client = Objects.requireNonNull(client, "client cannot be null");
        this.nodes = new Nodes(client);
        this.mode = Objects.requireNonNull(mode, "mode cannot be null");
        this.basePath = ZPaths.validate(basePath);
        if (mode.isTtl() && ttl <= 0) {
            throw new IllegalArgumentException("mode " + mode + " needs a TTL above 0 ms, not " + ttl
                    + ": pass the TTL in milliseconds");
        }
        this.creates = new NodeCreates(client, mode, useProtection, ttl, useParentCreation);
        this.deleteOnClose = deleteOnClose;
        this.data.set(Objects.requireNonNull(initData, "data cannot be null").clone());
        this.listeners = new Listeners<>("the persistent node " + basePath);
    }

    /** Starts creating the node in the background. Once only. */
    public void start() {
        if (!lifecycle.start()) {
            throw new IllegalStateException("Already started: the persistent node " + basePath
                    + " starts once; make a new one");
        }
        subscription.set(nodes.sessionEvents().subscribe(this::onConnectionState));
        serial.execute(this::createNode);
    }

    /** Waits until the first create succeeded. @return whether it did within the time */
    public boolean waitForInitialCreate(long timeout, TimeUnit unit) throws InterruptedException {
        if (!lifecycle.isStarted()) {
            throw new IllegalStateException("Not started: call start() before waitForInitialCreate()");
        }
        return initialCreate.await(timeout, unit);
    }

    /**
     * Stops recreating the node and deletes it (guaranteed: a delete that fails goes on in the background).
     * Waits for the first delete attempt at most the client's connection timeout.
     */
    @Override
    public void close() throws IOException {
        if (!lifecycle.close()) {
            return;
        }
        subscription.read().close();
        String path = nodePath.read();
        if (path != null) {
            ReplyFailures.failedFutureIfThrows(() -> client.async().removeWatches(path, watcher, WatcherType.Any, true));
        }
        if (deleteOnClose) {
            awaitBounded(deleteActualNode());
        }
        listeners.clear();
    }

    /** The listeners told of each create. */
    public Listenable<PersistentNodeListener> getListenable() {
        return listeners;
    }

    /** The node's path (with protection prefix and sequence number), or null before the first create. */
    public String getActualPath() {
        return nodePath.read();
    }

    /**
     * Sets the node's data now and for every recreation. Call it after the first create
     * ({@link #waitForInitialCreate}).
     */
    public void setData(byte[] data) throws Exception {
        byte[] copy = Objects.requireNonNull(data, "data cannot be null").clone();
        String path = nodePath.read();
        if (path == null) {
            throw new IllegalStateException("initial create has not been processed. Call waitForInitialCreate()"
                    + " to ensure.");
        }
        if (createFailures.read().noParent()) {
            throw new IllegalStateException("Failed to create parent nodes of " + basePath
                    + ": create them, or pass useParentCreation = true");
        }
        this.data.set(copy);
        if (isActive()) {
            writeData(path);
        }
    }

    /** The data the node is created with. */
    public byte[] getData() {
        return data.read().clone();
    }

    boolean isParentCreationFailure() {
        return createFailures.read().noParent();
    }

    boolean isAuthFailure() {
        return createFailures.read().noAuth();
    }

    private boolean isActive() {
        return lifecycle.isStarted();
    }

    private void createNode() {
        if (!isActive() || creating) {
            return;
        }
        creating = true;
        String existing = nodePath.read();
        CompletableFuture<String> create = existing == null
                ? creates.createFirst(basePath, data.read()) : creates.createAgain(existing, data.read());
        create.whenComplete((path, failure) -> serial.execute(() -> createDone(existing, path, failure)));
    }

    private void createDone(String existing, String path, Throwable failure) {
        creating = false;
        if (failure == null) {
            adopt(path, true);
        } else if (ReplyFailures.isNodeExists(failure)) {
            adopt(existing != null ? existing : basePath, false);
        } else if (KeeperException.codeOf(failure) == KeeperException.Code.NOAUTH) {
            createFailures.publish(new CreateFailures(createFailures.read().noParent(), true));
            LOG.log(System.Logger.Level.WARNING, "no permission to create " + basePath
                    + ": grant this client create rights on the parent; retried at the next reconnect");
        } else if (ReplyFailures.isNoNode(failure)) {
            createFailures.publish(new CreateFailures(true, createFailures.read().noAuth()));
            LOG.log(System.Logger.Level.WARNING, "the parent of " + basePath + " does not exist and"
                    + " useParentCreation is false: create the parent; retried at the next reconnect");
        } else if (isActive() && !ReplyFailures.isClientClosed(failure)) {
            LOG.log(System.Logger.Level.DEBUG, "creating " + basePath + " failed; trying again", failure);
            RecipeThreads.schedule(() -> serial.execute(this::createNode), RETRY_NANOS);
        }
    }

    /** The node at {@code path} is ours: watch it, and count the first create done. */
    private void adopt(String path, boolean madeNow) {
        nodePath.set(path);
        if (!isActive()) {
            if (deleteOnClose) {
                deleteActualNode(); // closed while the create was in flight
            }
            return;
        }
        createFailures.publish(CreateFailures.NONE);
        watchNode(path);
        if (madeNow) {
            initialCreate.countDown();
            listeners.forEach(listener -> listener.nodeCreated(path));
        } else {
            writeData(path);
        }
    }

    private void writeData(String path) {
        ReplyFailures.failedFutureIfThrows(() -> client.async().setData().forPath(path, data.read())).whenComplete((stat, failure) -> {
            if (failure == null) {
                initialCreate.countDown();
            } else if (KeeperException.codeOf(failure) == KeeperException.Code.NOAUTH) {
                LOG.log(System.Logger.Level.WARNING, "no permission to write " + path
                        + ": grant this client write rights on it");
            }
        });
    }

    private void watchNode(String path) {
        if (path == null || !isActive()) {
            return;
        }
        ReplyFailures.failedFutureIfThrows(() -> client.async().checkExists().usingWatcher(watcher).forPath(path))
                .whenComplete((stat, failure) -> serial.execute(() -> existenceChecked(path, stat, failure)));
    }

    private void existenceChecked(String path, Stat stat, Throwable failure) {
        if (!isActive() || failure != null || !path.equals(nodePath.read())) {
            return; // a failed check is made again after the reconnect that must follow
        }
        if (stat == null) {
            createNode();
        } else if ((stat.ephemeralOwner() != 0) != mode.isEphemeral()) {
            LOG.log(System.Logger.Level.WARNING, "the node " + path + " exists with another lifetime than "
                    + mode + ": it was made outside this PersistentNode; delete it to have it made again");
        }
    }

    private void onWatchEvent(WatchedEvent event) {
        if (event.type() == EventType.NodeDeleted) {
            serial.execute(this::createNode);
        } else if (event.type() == EventType.NodeDataChanged || event.type() == EventType.NodeCreated) {
            serial.execute(() -> watchNode(nodePath.read()));
        }
    }

    private void onConnectionState(ConnectionState newState) {
        if (newState == ConnectionState.RECONNECTED) {
            serial.execute(this::createNode);
        }
    }

    /** Deletes the node once: whoever takes the path from {@link #nodePath} deletes it. */
    private CompletableFuture<Void> deleteActualNode() {
        String path = nodePath.set(null);
        return path == null ? CompletableFuture.completedFuture(null) : nodes.deleteGuaranteed(path);
    }

    private void awaitBounded(CompletableFuture<Void> delete) {
        try {
            delete.get(client.settings().connectionTimeoutMs(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the guaranteed delete goes on in the background
        } catch (ExecutionException | TimeoutException e) {
            LOG.log(System.Logger.Level.DEBUG, "deleting " + basePath + " goes on in the background", e);
        }
    }
}
